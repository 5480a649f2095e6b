// GET /tfg-api/areas/instructors — the directors of the degrees `ids`: instructors with an allocation for them in the year, with their places left
import { endpoint } from "@/lib/api/endpoint";
import { areaInstructors } from "@/lib/tfg/areas/queries";
import { areaInstructorsQuery } from "@/lib/tfg/areas/schemas";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], query: areaInstructorsQuery },
  async ({ db, query }) => areaInstructors(db, query),
);
