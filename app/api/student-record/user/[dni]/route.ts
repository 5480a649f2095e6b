// GET /student-record-api/user/{dni} — 'Informacion Personal' of a student in the caller's scope
import { endpoint } from "@/lib/api/endpoint";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { studentByDni } from "@/lib/student-record/queries";
import { dniParams } from "@/lib/student-record/schemas";

export const GET = endpoint({ roles: STAFF_ROLES, params: dniParams }, async ({ db, user, params }) => studentByDni(db, user, params.dni));
