// GET /interactions-api/courses?titulation={degree} — courses the caller may pick students from, by degree
import { endpoint } from "@/lib/api/endpoint";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { courseOptions } from "@/lib/interactions/queries";
import { coursesQuery } from "@/lib/interactions/schemas";

export const GET = endpoint({ roles: STAFF_ROLES, query: coursesQuery }, async ({ db, user, query }) => courseOptions(db, user, query.titulation));
