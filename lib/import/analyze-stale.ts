import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { analyze } from "@/db/analyze";
import { rowsOf } from "@/lib/sql-rows";

/**
 * Analyzes those of `tables` whose statistics `written` rows have made stale by autovacuum's own measure
 * (never analyzed, or more than 50 rows and a tenth of the table changed): an import of a few rows into a
 * large table does not wait for a new sample of it (ANALYZE of 50,000 users takes about half a second).
 */
export async function analyzeStale(db: Db, tables: readonly PgTable[], written: number): Promise<void> {
  if (tables.length === 0) return;
  const names = [...new Set(tables.map(getTableName))];
  const sizes = rowsOf<{ name: string; rows: number }>(
    await db.execute(sql`select relname as name, reltuples::float8 as rows from pg_class
      where relnamespace = (select oid from pg_namespace where nspname = current_schema()) and relname in ${names}`),
  );
  const stale = sizes.filter(({ rows }) => rows < 0 || written > 50 + 0.1 * rows).map(({ name }) => name);
  const tablesByName = new Map(tables.map((table) => [getTableName(table), table]));
  if (stale.length > 0)
    await analyze(
      db,
      stale.map((name) => tablesByName.get(name)!),
    );
}
