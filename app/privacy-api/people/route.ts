// GET /privacy-api/people?search= — an administrator finds the person behind a data-protection request by name, DNI or e-mail
import { readsRows } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { privacyAccess } from "@/lib/privacy/access";
import { peopleQuery } from "@/lib/privacy/schemas";
import { peopleMatching } from "@/lib/student-record/people-search";

const read = readsRows("Protección de datos: búsqueda de personas", "userId");

export const GET = endpoint(
  privacyAccess,
  "GET /privacy-api/people",
  { query: peopleQuery, readsPersonalData: read },
  // People of any role: a data-protection request may come from staff too.
  async ({ db, query }) => peopleMatching(db, query.search),
);
