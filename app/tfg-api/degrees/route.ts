// GET /tfg-api/degrees — degrees with available thematic areas in a year (all=true: every degree); userId: a student of the caller's scope
import { endpoint } from "@/lib/api/endpoint";
import { listDegrees } from "@/lib/tfg/catalog";
import { degreesQuery } from "@/lib/tfg/schemas";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], query: degreesQuery },
  async ({ db, user, query }) => listDegrees(db, user, query),
);
