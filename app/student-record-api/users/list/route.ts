// GET /student-record-api/users/list — 'Tus alumnos': the instructor's students, one row per course
import { endpoint } from "@/lib/api/endpoint";
import { studentRecordAccess } from "@/lib/student-record/access";
import { myStudents } from "@/lib/student-record/queries";

export const GET = endpoint(studentRecordAccess, "GET /student-record-api/users/list", async ({ db, user }) =>
  myStudents(db, user),
);
