// GET /grades-api/proceedings — the signed-in student's proceedings (one per degree)
import { endpoint } from "@/lib/api/endpoint";
import { gradesAccess } from "@/lib/grades/access";
import { proceedingsOf } from "@/lib/grades/queries";

export const GET = endpoint(gradesAccess, "GET /grades-api/proceedings", async ({ db, user }) =>
  proceedingsOf(db, user.id),
);
