import { is } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { users } from "@/db/schema";
import type { PersonalDataDeclaration } from "./types";

/** Column names that hold personal data whatever their table (the registry test's net). */
export const PERSONAL_COLUMN_NAME = /dni|e_?mail|phone|iban|address/i;

/** The tables of a schema module (`import * as schema`). */
export const tablesOf = (schema: Record<string, unknown>): PgTable[] =>
  Object.values(schema).filter((value): value is PgTable => is(value, PgTable));

/** The columns of `table` that must be declared: those referencing `users`, and those named like personal data. */
export function personalColumns(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const toUsers = new Set(
    config.foreignKeys.flatMap((fk) => {
      const reference = fk.reference();
      return reference.foreignTable === users ? reference.columns : [];
    }),
  );
  return config.columns.filter((column) => toUsers.has(column) || PERSONAL_COLUMN_NAME.test(column.name));
}

/** `table.column` for every personal column of `tables` that no declaration names. */
export function undeclaredPersonalData(tables: PgTable[], registry: readonly PersonalDataDeclaration[]): string[] {
  const declared = new Set(registry.flatMap((d) => [...d.people.map((p) => p.column), ...d.columns]));
  return tables.flatMap((table) =>
    personalColumns(table)
      .filter((column) => !declared.has(column))
      .map((column) => `${getTableConfig(table).name}.${column.name}`),
  );
}

/** Declarations that name a column of another table, or a parent nobody declared: mistakes in the registry. */
export function misplacedDeclarations(registry: readonly PersonalDataDeclaration[]): string[] {
  const tables = new Set(registry.map((d) => d.table));
  return registry.flatMap((d) => {
    const name = getTableConfig(d.table).name;
    const columns = [...d.people.map((p) => p.column), ...d.columns, ...(d.through ? [d.through.column] : [])];
    return [
      ...columns.filter((c) => c.table !== d.table).map((c) => `${name}: ${c.name} no es de esta tabla`),
      ...(d.through && !tables.has(d.through.parent) ? [`${name}: su tabla madre no está declarada`] : []),
    ];
  });
}
