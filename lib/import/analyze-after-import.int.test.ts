import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "@/db";
import { getDb } from "@/lib/database";
import { rowsOf } from "@/lib/sql-rows";
import { uniq } from "@/lib/testing/fixtures";
import { importCsv } from "./import-file";

/** How many times `table` has been analyzed by hand (ANALYZE), as the statistics collector counts. */
async function analyzeCount(db: Db, table: string): Promise<number> {
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = await db.execute(
    sql`select analyze_count::int as n from pg_stat_user_tables where relname = ${table}`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** The planner's estimate of `table`'s rows (-1 before its first ANALYZE). */
async function estimatedRows(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql`select reltuples::float8 as n from pg_class where relname = ${table}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

const degreesCsv = (tag: string, count: number) =>
  ["externalId,name", ...Array.from({ length: count }, (_, i) => `${tag}-${i},Grado en Estadística ${i}`)].join("\n");

describe("an import leaves statistics behind", () => {
  it("analyzes the tables whose statistics it made stale (over 50 rows and a tenth of the table), and no others", async () => {
    const db = await getDb();
    const before = await analyzeCount(db, "degrees");
    const many = Math.ceil(51 + 0.1 * Math.max(0, await estimatedRows(db, "degrees")));

    expect(await importCsv(db, "degrees", degreesCsv(uniq(), many))).toEqual({ ok: true, rows: many });
    expect(await analyzeCount(db, "degrees")).toBe(before + 1);
    expect(await estimatedRows(db, "degrees")).toBeGreaterThanOrEqual(many);

    expect(await importCsv(db, "degrees", degreesCsv(uniq(), 1))).toEqual({ ok: true, rows: 1 });
    expect(await analyzeCount(db, "degrees")).toBe(before + 1);

    const refused = await importCsv(db, "degrees", `externalId,name\n${uniq()},\n`);
    expect(refused.ok).toBe(false);
    expect(await analyzeCount(db, "degrees")).toBe(before + 1);
  });
});
