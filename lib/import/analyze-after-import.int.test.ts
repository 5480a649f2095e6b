import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "@/db";
import { getDb } from "@/lib/database";
import { uniq } from "@/lib/testing/fixtures";
import { importCsv } from "./import-file";

/** How many times `table` has been analyzed by hand (ANALYZE), as the statistics collector counts. */
async function analyzeCount(db: Db, table: string): Promise<number> {
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = await db.execute(
    sql`select analyze_count::int as n from pg_stat_user_tables where relname = ${table}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0]!.n;
}

describe("an import leaves statistics behind", () => {
  it("analyzes the tables it wrote before it returns, and none when it writes nothing", async () => {
    const db = await getDb();
    const tag = uniq();
    const before = await analyzeCount(db, "degrees");

    const imported = await importCsv(db, "degrees", `externalId,name\n${tag},Grado en Estadística\n`);
    expect(imported).toEqual({ ok: true, rows: 1 });
    expect(await analyzeCount(db, "degrees")).toBe(before + 1);

    const refused = await importCsv(db, "degrees", `externalId,name\n${tag},\n`);
    expect(refused.ok).toBe(false);
    expect(await analyzeCount(db, "degrees")).toBe(before + 1);
  });
});
