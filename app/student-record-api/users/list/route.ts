// GET /student-record-api/users/list — 'Tus alumnos': the instructor's students, one row per course
import { endpoint } from "@/lib/api/endpoint";
import { myStudents } from "@/lib/student-record/queries";

export const GET = endpoint({ roles: ["ROLE_INSTRUCTOR"] }, async ({ db, user }) => myStudents(db, user));
