// GET /exams-api/exams/courses/{courseId} — the exams of a course the caller studies, teaches, coordinates or manages
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { listCourseExams } from "@/lib/exams/exams/queries";
import { courseParams } from "@/lib/exams/courses/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams/courses/{courseId}",
  { params: courseParams },
  async ({ db, user, params }) => listCourseExams(db, user, params.courseId),
);
