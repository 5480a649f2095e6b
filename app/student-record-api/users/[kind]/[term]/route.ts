// GET /student-record-api/users/{id|name|family|email}/{term} — partial, accent-insensitive student search within scope (paged)
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { studentRecordAccess } from "@/lib/student-record/access";
import { searchStudents } from "@/lib/student-record/queries";
import { searchParams, searchQuery } from "@/lib/student-record/schemas";

export const GET = endpoint(
  studentRecordAccess,
  "GET /student-record-api/users/{kind}/{term}",
  {
    params: searchParams,
    query: searchQuery,
    readsPersonalData: { what: "Ficha del alumno: búsqueda de alumnos", shown: rowsNaming("userId") },
  },
  async ({ db, user, params, query }) => searchStudents(db, user, params.kind, params.term, query),
);
