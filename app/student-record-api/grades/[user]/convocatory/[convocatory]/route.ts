// GET /student-record-api/grades/{user}/convocatory/{convocatory} — a student's grades in one convocatoria
import { studentOfUserParam } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { studentInScope } from "@/lib/auth/student-scope";
import { studentRecordAccess } from "@/lib/student-record/access";
import { studentGrades } from "@/lib/student-record/queries";
import { gradesParams } from "@/lib/student-record/schemas";

export const GET = endpoint(
  studentRecordAccess,
  "GET /student-record-api/grades/{user}/convocatory/{convocatory}",
  {
    params: gradesParams,
    readsPersonalData: { what: "Ficha del alumno: notas", student: studentOfUserParam },
  },
  async ({ db, user, params }) =>
    studentGrades(db, (await studentInScope(db, user, params.user)).id, params.convocatory),
);
