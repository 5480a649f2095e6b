// GET /grades-api/grades — the signed-in student's grades
import { endpoint } from "@/lib/api/endpoint";
import { gradesOf } from "@/lib/grades/queries";

export const GET = endpoint({ roles: ["ROLE_STUDENT"] }, async ({ db, user }) => gradesOf(db, user.id));
