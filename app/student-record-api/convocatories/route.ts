// GET /student-record-api/convocatories — the convocatorias that have grades
import { endpoint } from "@/lib/api/endpoint";
import { convocatories } from "@/lib/student-record/queries";

export const GET = endpoint({ roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"] }, async ({ db }) =>
  convocatories(db),
);
