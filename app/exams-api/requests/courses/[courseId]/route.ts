// GET /exams-api/requests/courses/{courseId} — the student's choice for a course; 404 means no choice
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { requestForCourse } from "@/lib/exams/requests/queries";
import { courseParams } from "@/lib/exams/courses/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/requests/courses/{courseId}",
  { params: courseParams },
  async ({ db, user, params }) => requestForCourse(db, user.id, params.courseId),
);
