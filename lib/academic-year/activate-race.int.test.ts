import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configuredEngine, getDb } from "@/lib/database";
import { academicYears } from "@/db/schema";
import { uniq } from "@/lib/testing/fixtures";
import { activateYear } from "./lifecycle";

// PGlite runs one transaction at a time, so the race is only real on PostgreSQL.
describe.skipIf(configuredEngine() !== "postgres")("two activations at once", () => {
  it("end with exactly one active year, none refused", async () => {
    const db = await getDb();
    const tag = uniq();
    const ids = Array.from({ length: 6 }, (_, i) => `ay-race-${i}-${tag}`);
    await db
      .insert(academicYears)
      .values(ids.map((externalId, i) => ({ externalId, name: `20${30 + i}-20${31 + i}` })));
    const results = await Promise.allSettled(ids.map((id) => activateYear(db, id)));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => "fulfilled"));
    const rows = await db
      .select({ externalId: academicYears.externalId, active: academicYears.active })
      .from(academicYears)
      .where(inArray(academicYears.externalId, ids));
    expect(rows.filter((r) => r.active)).toHaveLength(1);
  });
});
