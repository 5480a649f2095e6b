// GET /student-record-api/convocatories — the convocatorias that have grades
import { endpoint } from "@/lib/api/endpoint";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { convocatories } from "@/lib/student-record/queries";

export const GET = endpoint({ roles: STAFF_ROLES }, async ({ db }) => convocatories(db));
