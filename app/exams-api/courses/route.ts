// GET /exams-api/courses — the courses the caller may see (support: all)
import { endpoint } from "@/lib/api/endpoint";
import { listCourses } from "@/lib/exams/courses/queries";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_ADMIN", "ROLE_GES_EXAM"] },
  async ({ db, user }) => listCourses(db, user),
);
