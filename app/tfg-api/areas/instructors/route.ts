// GET /tfg-api/areas/instructors — the directors of the degrees `ids`: instructors with an allocation for them in the year, with their places left
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { areaInstructors } from "@/lib/tfg/areas/queries";
import { areaInstructorsQuery } from "@/lib/tfg/areas/schemas";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/areas/instructors",
  { query: areaInstructorsQuery },
  async ({ db, query }) => areaInstructors(db, query),
);
