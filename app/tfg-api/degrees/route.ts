// GET /tfg-api/degrees — degrees with available thematic areas in a year (all=true: every degree); userId: a student of the caller's scope
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listDegrees } from "@/lib/tfg/catalog";
import { degreesQuery } from "@/lib/tfg/schemas";

export const GET = endpoint(tfgAccess, "GET /tfg-api/degrees", { query: degreesQuery }, async ({ db, user, query }) =>
  listDegrees(db, user, query),
);
