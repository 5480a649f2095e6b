// GET /student-record-api/proceeding/{course}/{user}/download — a student's proceeding for a degree, as expediente.pdf
import { studentOfUserParam } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { studentInScope } from "@/lib/auth/student-scope";
import { storedFileDownload } from "@/lib/files/store";
import { proceedingOf } from "@/lib/grades/queries";
import { PROCEEDING_DOWNLOAD_NAME } from "@/lib/grades/schemas";
import { studentRecordAccess } from "@/lib/student-record/access";
import { proceedingParams } from "@/lib/student-record/schemas";

export const GET = endpoint(
  studentRecordAccess,
  "GET /student-record-api/proceeding/{course}/{user}/download",
  {
    params: proceedingParams,
    readsPersonalData: { what: "Ficha del alumno: descarga del expediente", student: studentOfUserParam },
  },
  async ({ db, user, params }) => {
    const student = await studentInScope(db, user, params.user);
    return storedFileDownload(db, (await proceedingOf(db, student.id, params.course)).fileId, PROCEEDING_DOWNLOAD_NAME);
  },
);
