// GET /student-record-api/users/{id|name|family|email}/{term} — partial, accent-insensitive student search within scope (paged)
import { readsRows } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { studentRecordAccess } from "@/lib/student-record/access";
import { searchStudents } from "@/lib/student-record/queries";
import { searchParams, searchQuery } from "@/lib/student-record/schemas";

const read = readsRows("Ficha del alumno: búsqueda de alumnos", "userId");

export const GET = endpoint(
  studentRecordAccess,
  "GET /student-record-api/users/{kind}/{term}",
  { params: searchParams, query: searchQuery, readsPersonalData: read },
  async ({ db, user, params, query }) => searchStudents(db, user, params.kind, params.term, query),
);
