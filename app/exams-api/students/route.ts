// GET /exams-api/students?q= — support finds a student by name, surnames, DNI or e-mail (the wizards' 'Alumno')
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { studentsForSupport } from "@/lib/exams/courses/students";
import { studentSearchQuery } from "@/lib/exams/courses/schemas";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/students",
  {
    query: studentSearchQuery,
    readsPersonalData: { what: "Exámenes: búsqueda de alumnos", shown: rowsNaming("userId") },
  },
  async ({ db, query }) => studentsForSupport(db, query),
);
