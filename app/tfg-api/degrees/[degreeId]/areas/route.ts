// GET /tfg-api/degrees/{degreeId}/areas — the degree's thematic areas of a year (without all: active, with managers)
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { degreeAreas } from "@/lib/tfg/areas/queries";
import { degreeIdOf } from "@/lib/tfg/lookups";
import { degreeAreasQuery, degreeParams } from "@/lib/tfg/schemas";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/degrees/{degreeId}/areas",
  {
    params: degreeParams,
    query: degreeAreasQuery,
  },
  async ({ db, params, query }) => degreeAreas(db, await degreeIdOf(db, params.degreeId), query),
);
