// GET /tfg-api/areas — the thematic areas of a year (all=true includes hidden ones)
// POST /tfg-api/areas — a new thematic area with its degrees and managers (secretaries, admins; coordinators for their degrees)
import { endpoint, json } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listAreas } from "@/lib/tfg/areas/queries";
import { LINKS_REFUSED } from "@/lib/tfg/areas/rights";
import { areaBody, areasQuery } from "@/lib/tfg/areas/schemas";
import { createArea } from "@/lib/tfg/areas/service";

export const GET = endpoint(tfgAccess, "GET /tfg-api/areas", { query: areasQuery }, async ({ db, query }) =>
  listAreas(db, query),
);

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/areas",
  { body: areaBody, refusal: LINKS_REFUSED },
  async ({ db, user, body }) => json(await createArea(db, user, body), 201),
);
