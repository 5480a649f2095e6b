// GET /interactions-api/course/{courseId}/users — students of a course the caller may pick from
import { endpoint } from "@/lib/api/endpoint";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { courseUsers } from "@/lib/interactions/queries";
import { courseIdParams } from "@/lib/interactions/schemas";

export const GET = endpoint({ roles: STAFF_ROLES, params: courseIdParams }, async ({ db, user, params }) => courseUsers(db, user, params.courseId));
