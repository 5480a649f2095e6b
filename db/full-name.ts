import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** A person's "Nombre Apellidos" in SQL, from `users` or an alias of it (null after a left join that found none). */
export function fullName(person: { givenName: AnyPgColumn; familyName: AnyPgColumn }): SQL<string> {
  return sql<string>`${person.givenName} || ' ' || ${person.familyName}`;
}
