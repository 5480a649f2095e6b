// GET /exams-api/exams/{id}/attendance/pdf — the exam's attendance as a verifiable PDF (its staff only)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { attendancePdf, type AttendancePdf } from "@/lib/exams/attendance/pdf";
import { attendanceQuery } from "@/lib/exams/attendance/schemas";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams/{id}/attendance/pdf",
  {
    params: idParams,
    query: attendanceQuery,
    readsPersonalData: {
      what: "Exámenes: asistencia a un examen en PDF",
      shown: (pdf) => (pdf as AttendancePdf).shown,
    },
  },
  async ({ db, user, params, query, locale }) => attendancePdf(db, user, params.id, query, locale),
);
