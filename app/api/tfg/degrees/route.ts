// GET /tfg-api/degrees — degrees with available thematic areas in a year (all=true: every degree)
import { endpoint } from "@/lib/api/endpoint";
import { listDegrees } from "@/lib/tfg/catalog";
import { degreesQuery } from "@/lib/tfg/schemas";
import { requestOwner } from "@/lib/tfg/service";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], query: degreesQuery },
  async ({ db, user, query }) => {
    const studentId =
      query.userId && user.role !== "ROLE_STUDENT" ? await requestOwner(db, user, query.userId) : undefined;
    return listDegrees(db, user, query, studentId);
  },
);
