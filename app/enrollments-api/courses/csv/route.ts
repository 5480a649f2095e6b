// POST /enrollments-api/courses/csv — 'Subir asignaturas por lotes': capacity CSV (multipart `file`), all rows or none
import { endpoint } from "@/lib/api/endpoint";
import { COURSES_CSV_MISSING } from "@/lib/enrollments/courses/schemas";
import { importCourseCapacity } from "@/lib/enrollments/courses/service";

export const POST = endpoint(
  { roles: ["ROLE_ADMIN"], upload: { field: "file", missing: COURSES_CSV_MISSING } },
  async ({ db, body }) => importCourseCapacity(db, body.file),
);
