// GET /grades-api/proceedings — the signed-in student's proceedings (one per degree)
import { endpoint } from "@/lib/api/endpoint";
import { proceedingsOf } from "@/lib/grades/queries";

export const GET = endpoint({ roles: ["ROLE_STUDENT"] }, async ({ db, user }) => proceedingsOf(db, user.id));
