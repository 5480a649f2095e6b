// POST /enrollments-api/courses/csv — 'Subir asignaturas por lotes': capacity CSV (multipart `file`), all rows or none
import { endpoint } from "@/lib/api/endpoint";
import { importCourseCapacity } from "@/lib/enrollments/course-csv";
import { multipartUpload } from "@/lib/files/limits";

export const POST = endpoint(
  { roles: ["ROLE_ADMIN"], multipart: true, bodyLimit: multipartUpload },
  async ({ db, body }) => importCourseCapacity(db, body),
);
