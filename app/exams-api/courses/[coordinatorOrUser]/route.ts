// GET /exams-api/courses/{coordinatorOrUser} — the courses a person studies, teaches or coordinates (oneself, or anyone for support)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { z } from "@/lib/validation/z";
import { coursesOf } from "@/lib/exams/courses/queries";

const params = z.object({ coordinatorOrUser: z.string().trim().min(1).max(100) });

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/courses/{coordinatorOrUser}",
  { params },
  async ({ db, user, params }) => coursesOf(db, user, params.coordinatorOrUser),
);
