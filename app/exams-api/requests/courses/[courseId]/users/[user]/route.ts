// GET /exams-api/requests/courses/{courseId}/users/{user} — a given student's choice for a course (support)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { requestForCourse } from "@/lib/exams/requests/queries";
import { userIdOf } from "@/lib/exams/courses/queries";
import { courseUserParams } from "@/lib/exams/courses/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/requests/courses/{courseId}/users/{user}",
  { params: courseUserParams },
  async ({ db, params }) => requestForCourse(db, await userIdOf(db, params.user), params.courseId),
);
