// GET /student-record-api/convocatories — the convocatorias that have grades
import { endpoint } from "@/lib/api/endpoint";
import { studentRecordAccess } from "@/lib/student-record/access";
import { convocatories } from "@/lib/student-record/queries";

export const GET = endpoint(studentRecordAccess, "GET /student-record-api/convocatories", async ({ db }) =>
  convocatories(db),
);
