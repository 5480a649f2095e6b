// GET /tfg-api/defenses/courts — the year's courts with their time slots
// POST /tfg-api/defenses/courts — creates a court (name, chairman, secretary; vocal and degrees optional)
import { endpoint, json } from "@/lib/api/endpoint";
import { listCourts } from "@/lib/tfg/courts/queries";
import { courtBody } from "@/lib/tfg/courts/schemas";
import { createCourt } from "@/lib/tfg/courts/service";
import { yearQuery } from "@/lib/tfg/schemas";

export const GET = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], query: yearQuery },
  async ({ db, query }) => listCourts(db, query.academicYearId),
);

export const POST = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], body: courtBody },
  async ({ db, user, body }) => json(await createCourt(db, user, body), 201),
);
