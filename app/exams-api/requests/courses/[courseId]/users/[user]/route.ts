// GET /exams-api/requests/courses/{courseId}/users/{user} — a given student's choice for a course (support)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { requestForCourse, userIdOf } from "@/lib/exams/queries";
import { courseUserParams } from "@/lib/exams/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/requests/courses/{courseId}/users/{user}",
  { params: courseUserParams },
  async ({ db, params }) => requestForCourse(db, await userIdOf(db, params.user), params.courseId),
);
