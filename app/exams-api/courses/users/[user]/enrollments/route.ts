// GET /exams-api/courses/users/{user}/enrollments — the courses a student is enrolled in (oneself, or anyone for support)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { enrollmentsOf } from "@/lib/exams/courses/queries";
import { userParams } from "@/lib/exams/courses/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/courses/users/{user}/enrollments",
  { params: userParams },
  async ({ db, user, params }) => enrollmentsOf(db, user, params.user),
);
