// GET /privacy-api/people?search= — an administrator finds the person behind a data-protection request by name, DNI or e-mail
import { readsRows } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { privacyAccess } from "@/lib/privacy/access";
import { searchPeople } from "@/lib/privacy/people/search";
import { peopleQuery } from "@/lib/privacy/schemas";

const read = readsRows("Protección de datos: búsqueda de personas", "userId");

export const GET = endpoint(
  privacyAccess,
  "GET /privacy-api/people",
  { query: peopleQuery, readsPersonalData: read },
  async ({ db, query }) => searchPeople(db, query.search),
);
