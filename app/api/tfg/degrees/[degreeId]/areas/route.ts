// GET /tfg-api/degrees/{degreeId}/areas — the degree's thematic areas of a year (without all: active, with managers)
import { endpoint } from "@/lib/api/endpoint";
import { degreeAreas } from "@/lib/tfg/catalog";
import { degreeAreasQuery, degreeParams } from "@/lib/tfg/schemas";
import { degreeIdsOf } from "@/lib/tfg/scope";

export const GET = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    params: degreeParams,
    query: degreeAreasQuery,
  },
  async ({ db, params, query }) =>
    degreeAreas(db, (await degreeIdsOf(db, [params.degreeId])).get(params.degreeId)!, query),
);
