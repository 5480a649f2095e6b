// POST /enrollments-api/courses/csv — 'Subir asignaturas por lotes': capacity CSV (multipart `file`), all rows or none
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { COURSES_CSV_MISSING } from "@/lib/enrollments/courses/schemas";
import { importCourseCapacity } from "@/lib/enrollments/courses/service";

export const POST = endpoint(
  enrollmentsAccess,
  "POST /enrollments-api/courses/csv",
  { upload: { field: "file", missing: COURSES_CSV_MISSING } },
  async ({ db, body, locale }) => importCourseCapacity(db, body.file, locale),
);
