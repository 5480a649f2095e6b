// GET /grades-api/grades — the signed-in student's grades
import { endpoint } from "@/lib/api/endpoint";
import { gradesAccess } from "@/lib/grades/access";
import { gradesOf } from "@/lib/grades/queries";

export const GET = endpoint(gradesAccess, "GET /grades-api/grades", async ({ db, user }) => gradesOf(db, user.id));
