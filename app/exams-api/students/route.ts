// GET /exams-api/students?q= — support finds a student by name, surnames, DNI or e-mail (the wizards' 'Alumno')
import { endpoint } from "@/lib/api/endpoint";
import { studentsForSupport } from "@/lib/exams/courses/students";
import { studentSearchQuery } from "@/lib/exams/courses/schemas";

export const GET = endpoint(
  { roles: ["ROLE_ADMIN", "ROLE_GES_EXAM"], query: studentSearchQuery },
  async ({ db, query }) => studentsForSupport(db, query),
);
