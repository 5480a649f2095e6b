// GET /tfg-api/defenses/courts/directors — the instructors who may sit on a court
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { courtDirectors } from "@/lib/tfg/courts/queries";

export const GET = endpoint(tfgAccess, "GET /tfg-api/defenses/courts/directors", async ({ db }) => courtDirectors(db));
