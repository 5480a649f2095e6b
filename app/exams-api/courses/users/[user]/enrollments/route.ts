// GET /exams-api/courses/users/{user}/enrollments — the courses a student is enrolled in (oneself, or anyone for support)
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsOf } from "@/lib/exams/courses/queries";
import { userParams } from "@/lib/exams/courses/schemas";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_GES_EXAM"], params: userParams },
  async ({ db, user, params }) => enrollmentsOf(db, user, params.user),
);
