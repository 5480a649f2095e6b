import { asc, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { degrees } from "@/db/schema";
import { uniq } from "@/lib/testing/fixtures";
import { upsertBatched } from "./upsert";

// On PostgreSQL these rows go through COPY's text format; on PGlite through JSON batches.
const tag = uniq();
const AWKWARD = [
  "tab\there",
  "back\\slash \\N",
  "line\nbreak\r\nand CR\r",
  "comillas \"dobles\" y 'simples'",
  "Ñandú ÁÉÍÓÚ €",
  "\\.",
];

async function stored() {
  const db = await getDb();
  return db
    .select({ externalId: degrees.externalId, name: degrees.name })
    .from(degrees)
    .where(like(degrees.externalId, `${tag}-%`))
    .orderBy(asc(degrees.externalId));
}

describe("upsertBatched", () => {
  it("writes every value exactly, including separators and escapes, and updates only what changed", async () => {
    const db = await getDb();
    const rows = [
      ...AWKWARD.map((name, i) => ({ externalId: `${tag}-${i}`, name })),
      ...Array.from({ length: 2500 }, (_, i) => ({
        externalId: `${tag}-n${String(i).padStart(4, "0")}`,
        name: `Grado ${i}`,
      })),
    ];
    await db.transaction((tx) => upsertBatched(tx as never, degrees, rows, ["externalId"]));
    const first = await stored();
    expect(first).toHaveLength(rows.length);
    expect(first.slice(0, AWKWARD.length).map((r) => r.name)).toEqual(AWKWARD);

    await db.transaction((tx) =>
      upsertBatched(tx as never, degrees, [{ externalId: `${tag}-0`, name: "Grado renombrado" }], ["externalId"]),
    );
    const second = await stored();
    expect(second[0]).toEqual({ externalId: `${tag}-0`, name: "Grado renombrado" });
    expect(second.slice(1)).toEqual(first.slice(1));
  });

  it("writes nothing when the transaction rolls back", async () => {
    const db = await getDb();
    const failed = db.transaction(async (tx) => {
      await upsertBatched(
        tx as never,
        degrees,
        [{ externalId: `${tag}-rollback`, name: "No debe quedar" }],
        ["externalId"],
      );
      throw new Error("rollback");
    });
    await expect(failed).rejects.toThrow("rollback");
    expect((await stored()).some((r) => r.externalId === `${tag}-rollback`)).toBe(false);
  });
});
