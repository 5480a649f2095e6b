// GET /student-record-api/courses/{user} — 'Asignaturas disponibles' of a student in the caller's scope
import { studentOfUserParam } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { studentInScope } from "@/lib/auth/student-scope";
import { studentRecordAccess } from "@/lib/student-record/access";
import { studentCourses } from "@/lib/student-record/queries";
import { userParams } from "@/lib/student-record/schemas";

export const GET = endpoint(
  studentRecordAccess,
  "GET /student-record-api/courses/{user}",
  {
    params: userParams,
    readsPersonalData: { what: "Ficha del alumno: asignaturas", student: studentOfUserParam },
  },
  async ({ db, user, params }) => studentCourses(db, (await studentInScope(db, user, params.user)).id),
);
