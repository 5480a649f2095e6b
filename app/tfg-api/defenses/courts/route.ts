// GET /tfg-api/defenses/courts — the year's courts with their time slots
// POST /tfg-api/defenses/courts — creates a court (name, chairman, secretary; vocal and degrees optional)
import { endpoint, json } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listCourts } from "@/lib/tfg/courts/queries";
import { courtBody } from "@/lib/tfg/courts/schemas";
import { createCourt } from "@/lib/tfg/courts/service";
import { yearQuery } from "@/lib/tfg/schemas";

export const GET = endpoint(tfgAccess, "GET /tfg-api/defenses/courts", { query: yearQuery }, async ({ db, query }) =>
  listCourts(db, query.academicYearId),
);

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/defenses/courts",
  { body: courtBody },
  async ({ db, user, body }) => json(await createCourt(db, user, body), 201),
);
