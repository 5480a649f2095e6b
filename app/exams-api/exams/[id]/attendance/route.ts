// GET /exams-api/exams/{id}/attendance — the exam's booked students, present or absent, with times (its staff only)
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { attendanceList } from "@/lib/exams/attendance/queries";
import { attendanceQuery } from "@/lib/exams/attendance/schemas";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/exams/{id}/attendance",
  {
    params: idParams,
    query: attendanceQuery,
    readsPersonalData: { what: "Exámenes: asistencia a un examen", shown: rowsNaming("userId") },
  },
  async ({ db, user, params, query }) => attendanceList(db, user, params.id, query),
);
