// GET /exams-api/exams/{id}/attendance/csv — the exam's attendance as CSV (its staff only)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { ATTENDANCE_CSV_STUDENT, attendanceCsv } from "@/lib/exams/attendance/queries";
import { attendanceQuery } from "@/lib/exams/attendance/schemas";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams/{id}/attendance/csv",
  {
    params: idParams,
    query: attendanceQuery,
    readsPersonalData: { what: "Exámenes: exportación CSV de la asistencia", shownInColumn: ATTENDANCE_CSV_STUDENT },
  },
  async ({ db, user, params, query, locale }) => attendanceCsv(db, user, params.id, query, locale),
);
