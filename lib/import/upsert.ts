import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { getTableColumns, is, sql, type SQLChunk } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { PostgresJsSession } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import type { Db } from "@/db";

const BATCH_SIZE = 1000;

export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

const list = (items: SQLChunk[]) => sql.join(items, sql`, `);

/**
 * INSERT ... ON CONFLICT (key) DO UPDATE, updating the columns the rows provide (so defaults such
 * as a course's uuid are never replaced). Unchanged rows are left alone by IS DISTINCT FROM, so
 * importing the same data again rewrites nothing.
 *
 * On PostgreSQL the rows stream in with COPY ... FROM STDIN to a temporary table, then one
 * INSERT ... SELECT upserts them all, in the caller's transaction (bulk-load speed). On PGlite, which
 * has no COPY from the client, `BATCH_SIZE` rows per statement travel as one JSON parameter unpacked
 * by json_to_recordset (Drizzle's insert builder spent ~80 ms assembling a 1,000-row VALUES list).
 */
export async function upsertBatched<T extends PgTable>(
  tx: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
  key: (keyof T["$inferInsert"] & string)[],
): Promise<void> {
  if (rows.length === 0) return;
  const columnsByName = getTableColumns(table) as Record<string, PgColumn>;
  const names = Object.keys(rows[0]!);
  const columns = names.map((name) => columnsByName[name]!);
  const updated = columns.filter((_, i) => !(key as string[]).includes(names[i]!));
  const id = (column: PgColumn) => sql.identifier(column.name);

  const recordType = list(columns.map((column) => sql`${id(column)} ${sql.raw(column.getSQLType())}`));
  const target = list(key.map((name) => id(columnsByName[name]!)));
  const onConflict =
    updated.length === 0
      ? sql`do nothing`
      : sql`do update set ${list(updated.map((c) => sql`${id(c)} = excluded.${id(c)}`))}
          where (${list(updated.map((c) => sql`${table}.${id(c)}`))}) is distinct from (${list(updated.map((c) => sql`excluded.${id(c)}`))})`;
  const upsertFrom = (source: SQLChunk) =>
    sql`insert into ${table} (${list(columns.map(id))}) select ${list(columns.map(id))} from ${source} on conflict (${target}) ${onConflict}`;
  const valuesOf = (row: T["$inferInsert"]) => names.map((name) => (row as Record<string, unknown>)[name] ?? null);

  const client = copyClient(tx);
  if (client) {
    const staging = `import_staging_${++stagingTables}`;
    await tx.execute(sql`create temporary table ${sql.identifier(staging)} (${recordType}) on commit drop`);
    const copy = await client`copy ${client(staging)} (${client(columns.map((c) => c.name))}) from stdin`.writable();
    await pipeline(Readable.from(copyText(rows.map(valuesOf))), copy);
    await tx.execute(upsertFrom(sql.identifier(staging)));
    return;
  }
  for (const batch of chunks(rows, BATCH_SIZE)) {
    const records = batch.map((row) => Object.fromEntries(valuesOf(row).map((value, i) => [columns[i]!.name, value])));
    await tx.execute(upsertFrom(sql`json_to_recordset(${JSON.stringify(records)}::json) as r(${recordType})`));
  }
}

let stagingTables = 0;

/** The postgres.js connection behind a Drizzle database or transaction; null on PGlite. */
function copyClient(tx: Db): Sql | null {
  const session = (tx as unknown as { session: unknown }).session;
  return is(session, PostgresJsSession) ? (session as unknown as { client: Sql }).client : null;
}

// COPY's text format: tab-separated, \N for null, backslash escapes for the separators.
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function copyCell(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "t" : "f";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.replace(/[\\\n\r\t]/g, (c) => ESCAPES[c]!);
}

function* copyText(rows: unknown[][]): Generator<string> {
  for (const batch of chunks(rows, BATCH_SIZE))
    yield batch.map((cells) => cells.map(copyCell).join("\t") + "\n").join("");
}
