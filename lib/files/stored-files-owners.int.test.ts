import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import * as schema from "@/db/schema";
import { rowsOf } from "@/lib/sql-rows";
import { runFileFlows } from "@/lib/testing/file-flows";

/** Every (table, column) whose foreign key points at stored_files, read from the Drizzle schema: a new table is covered by itself. */
function storedFileReferences(): { table: string; column: string }[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.foreignKeys
        .map((fk) => fk.reference())
        .filter((ref) => ref.foreignTable === schema.storedFiles)
        .map((ref) => ({ table: config.name, column: ref.columns[0]!.name }));
    });
}

const key = (r: { table: string; column: string }) => `${r.table}.${r.column}`;

describe("no stored file is left unreachable", () => {
  it("the schema's references to stored_files are the database's", async () => {
    const db = await getDb();
    const inDatabase = rowsOf<{ table: string; column: string }>(
      await db.execute(sql`select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = 'stored_files'::regclass`),
    );
    expect(storedFileReferences().map(key).sort()).toEqual(inDatabase.map(key).sort());
  });

  it("after flows of every module that stores files, every stored file has an owner row", async () => {
    const ours = await runFileFlows();
    const db = await getDb();
    const owned = storedFileReferences().map(
      ({ table, column }) =>
        sql`exists (select 1 from ${sql.identifier(table)} o where o.${sql.identifier(column)} = f.id)`,
    );
    const orphans = rowsOf<{ id: number; name: string; sha256: string }>(
      await db.execute(sql`select f.id, f.original_name as name, f.sha256 from stored_files f
        where not (${sql.join(owned, sql` or `)}) order by f.id`),
    );
    // PGlite gives each test file its own database: every row is this test's. On the shared PostgreSQL
    // database only the rows of files these flows sent or received are.
    const engineIsShared = Boolean(process.env.DATABASE_URL);
    const unreachable = orphans.filter((f) => !engineIsShared || ours.has(f.sha256));
    expect(unreachable).toEqual([]);
    expect(ours.size).toBeGreaterThan(15);
  });
});
