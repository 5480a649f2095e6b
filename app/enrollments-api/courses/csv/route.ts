// POST /enrollments-api/courses/csv — 'Subir asignaturas por lotes': capacity CSV (multipart `file`), all rows or none
import { endpoint } from "@/lib/api/endpoint";
import { COURSES_CSV_MISSING, importCourseCapacity } from "@/lib/enrollments/course-csv";

export const POST = endpoint(
  { roles: ["ROLE_ADMIN"], upload: { field: "file", missing: COURSES_CSV_MISSING } },
  async ({ db, body }) => importCourseCapacity(db, body.file),
);
