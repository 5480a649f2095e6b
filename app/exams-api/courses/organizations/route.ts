// GET /exams-api/courses/organizations — the exam venues, as {courseId, courseName, capacity}
import { endpoint } from "@/lib/api/endpoint";
import { listVenues } from "@/lib/exams/venues/queries";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_ADMIN", "ROLE_GES_EXAM"] },
  async ({ db }) => listVenues(db),
);
