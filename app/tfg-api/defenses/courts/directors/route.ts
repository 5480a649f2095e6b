// GET /tfg-api/defenses/courts/directors — the instructors who may sit on a court
import { endpoint } from "@/lib/api/endpoint";
import { courtDirectors } from "@/lib/tfg/courts/queries";

export const GET = endpoint({ roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"] }, async ({ db }) =>
  courtDirectors(db),
);
