import { asc, sql } from "drizzle-orm";
import { integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { withinDays } from "./day-range";

const probe = pgTable("day_range_probe", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

// Instants around both 2025 clock changes in Madrid (UTC+1 in winter, UTC+2 in summer).
const ROWS = [
  [1, "2025-03-29T22:59:00Z"], // 29/03 23:59
  [2, "2025-03-29T23:00:00Z"], // 30/03 00:00
  [3, "2025-03-30T21:59:00Z"], // 30/03 23:59, the day having lasted 23 hours
  [4, "2025-03-30T22:00:00Z"], // 31/03 00:00
  [5, "2025-10-25T21:59:00Z"], // 25/10 23:59
  [6, "2025-10-25T22:00:00Z"], // 26/10 00:00
  [7, "2025-10-26T22:59:00Z"], // 26/10 23:59, the day having lasted 25 hours
  [8, "2025-10-26T23:00:00Z"], // 27/10 00:00
] as const;

beforeAll(async () => {
  const db = await getDb();
  await db.execute(sql`create table if not exists day_range_probe (id integer primary key, at timestamptz not null)`);
  await db.execute(sql`delete from day_range_probe`);
  await db.insert(probe).values(ROWS.map(([id, at]) => ({ id, at: new Date(at) })));
});

afterAll(async () => {
  await (await getDb()).execute(sql`drop table day_range_probe`);
});

async function ids(from?: string, to?: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: probe.id })
    .from(probe)
    .where(withinDays(probe.at, from, to))
    .orderBy(asc(probe.id));
  return rows.map((r) => r.id);
}

describe("withinDays (Madrid)", () => {
  it("takes the whole 23-hour day of 2025-03-30 and nothing of its neighbours", async () => {
    expect(await ids("2025-03-30", "2025-03-30")).toEqual([2, 3]);
  });

  it("takes the whole 25-hour day of 2025-10-26 and nothing of its neighbours", async () => {
    expect(await ids("2025-10-26", "2025-10-26")).toEqual([6, 7]);
  });

  it("has open ends when a bound is missing", async () => {
    expect(await ids("2025-10-26")).toEqual([6, 7, 8]);
    expect(await ids(undefined, "2025-03-30")).toEqual([1, 2, 3]);
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
