// GET /student-record-api/proceeding/{courseExternalId}/{user} — created and modified dates of a student's proceeding for a degree
import { studentOfUserParam } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { studentInScope } from "@/lib/auth/student-scope";
import { proceedingOf } from "@/lib/grades/queries";
import { studentRecordAccess } from "@/lib/student-record/access";
import { proceedingParams } from "@/lib/student-record/schemas";

export const GET = endpoint(
  studentRecordAccess,
  "GET /student-record-api/proceeding/{course}/{user}",
  {
    params: proceedingParams,
    readsPersonalData: { what: "Ficha del alumno: expediente", student: studentOfUserParam },
  },
  async ({ db, user, params }) => {
    const student = await studentInScope(db, user, params.user);
    const row = await proceedingOf(db, student.id, params.course);
    return {
      externalCourseId: row.externalCourseId,
      externalUserId: student.externalId,
      created: row.created.toISOString(),
      modified: row.modified.toISOString(),
    };
  },
);
