// GET /interactions-api/{userId}/courses — the courses of a student in the caller's scope that the caller may pick
import { endpoint } from "@/lib/api/endpoint";
import { studentInScope } from "@/lib/auth/student-scope";
import { interactionsAccess } from "@/lib/interactions/access";
import { studentCourseOptions } from "@/lib/interactions/queries";
import { userKeyParams } from "@/lib/interactions/schemas";

export const GET = endpoint(
  interactionsAccess,
  "GET /interactions-api/{key}/courses",
  { params: userKeyParams },
  async ({ db, user, params }) => studentCourseOptions(db, user, (await studentInScope(db, user, params.key)).id),
);
