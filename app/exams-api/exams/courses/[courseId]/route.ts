// GET /exams-api/exams/courses/{courseId} — the exams of a course the caller studies, teaches, coordinates or manages
import { endpoint } from "@/lib/api/endpoint";
import { listCourseExams } from "@/lib/exams/exams/queries";
import { courseParams } from "@/lib/exams/courses/schemas";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_ADMIN", "ROLE_GES_EXAM"], params: courseParams },
  async ({ db, user, params }) => listCourseExams(db, user, params.courseId),
);
