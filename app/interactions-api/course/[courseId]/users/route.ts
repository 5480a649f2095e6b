// GET /interactions-api/course/{courseId}/users — students of a course the caller may pick from
import { endpoint } from "@/lib/api/endpoint";
import { courseUsers } from "@/lib/interactions/queries";
import { courseIdParams } from "@/lib/interactions/schemas";

export const GET = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: courseIdParams },
  async ({ db, user, params }) => courseUsers(db, user, params.courseId),
);
