// GET /tfg-api/degrees/{degreeId}/areas — the degree's thematic areas of a year (without all: active, with managers)
import { endpoint } from "@/lib/api/endpoint";
import { degreeAreas } from "@/lib/tfg/areas/queries";
import { degreeIdOf } from "@/lib/tfg/lookups";
import { degreeAreasQuery, degreeParams } from "@/lib/tfg/schemas";

export const GET = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    params: degreeParams,
    query: degreeAreasQuery,
  },
  async ({ db, params, query }) => degreeAreas(db, await degreeIdOf(db, params.degreeId), query),
);
