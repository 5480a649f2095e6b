import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql as raw } from "drizzle-orm";
import { openDb } from "./client";
import { preparingEveryQuery } from "./prepared-statements";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("every query a prepared statement (PostgreSQL)", () => {
  let sql: postgres.Sql;
  beforeAll(() => {
    sql = preparingEveryQuery(postgres(url!, { max: 1, onnotice: () => {} }));
  });
  afterAll(() => sql.end({ timeout: 5 }));

  const prepared = async (text: string) =>
    (await sql.unsafe("select count(*)::int as n from pg_prepared_statements where statement = $1", [text]))[0]!
      .n as number;

  it("prepares a query with parameters once on its connection, as drizzle sends it (unnamed)", async () => {
    const text = "select $1::int + 1 as answer";
    for (const n of [1, 2, 3]) {
      const [row] = await sql.unsafe(text, [n], { prepare: false });
      expect(row!.answer).toBe(n + 1);
    }
    expect(await prepared(text)).toBe(1);
  });

  it("prepares the queries of a reserved connection (a transaction's) too", async () => {
    const connection = await sql.reserve();
    try {
      const text = "select $1::text || '!' as shout";
      expect((await connection.unsafe(text, ["hola"]))[0]!.shout).toBe("hola!");
      expect(
        (
          await connection.unsafe("select count(*)::int as n from pg_prepared_statements where statement = $1", [text])
        )[0]!.n,
      ).toBe(1);
    } finally {
      connection.release();
    }
  });

  it("still runs several statements without parameters in one text (the simple protocol)", async () => {
    const results = await sql.unsafe("select 1 as a; select 2 as b");
    expect(results.map((r) => r[0])).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it("plans each execution for its own values on the portal's pool (no generic plan for a search term)", async () => {
    const pool = await openDb({ url, pgliteDir: "", poolSize: 1, applicationName: "prepared-statements-test" });
    try {
      const rows = (await pool.db.execute(raw`show plan_cache_mode`)) as unknown as Record<string, string>[];
      expect(rows[0]!.plan_cache_mode).toBe("force_custom_plan");
    } finally {
      await pool.close();
    }
  });
});
