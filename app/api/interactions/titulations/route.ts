// GET /interactions-api/titulations — degrees of the courses the caller may pick students from
import { endpoint } from "@/lib/api/endpoint";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { titulationOptions } from "@/lib/interactions/queries";

export const GET = endpoint({ roles: STAFF_ROLES }, async ({ db, user }) => titulationOptions(db, user));
