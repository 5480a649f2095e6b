// GET /exams-api/students?q= — support finds a student by name, surnames, DNI or e-mail (the wizards' 'Alumno')
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { studentsForSupport } from "@/lib/exams/queries";
import { studentSearchQuery } from "@/lib/exams/schemas";

export const GET = endpoint(
  {
    roles: ["ROLE_ADMIN", "ROLE_GES_EXAM"],
    query: studentSearchQuery,
    readsPersonalData: { what: "Exámenes: búsqueda de alumnos", shown: rowsNaming("userId") },
  },
  async ({ db, query }) => studentsForSupport(db, query),
);
