import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db";
import { registryEntries } from "@/db/schema";
import { zonedToday } from "@/lib/dates";
import { proposedCodes } from "./numbering";
import { createRegistryEntry, createSeriesEntry } from "./service";
import { openOwnBook } from "@/lib/testing/registry-book";

// The series in a book no other test file writes in (numbers are counted here): the test file's own
// PGlite, or a scratch database on PostgreSQL.
let db: Db, termId: number, close: () => Promise<void>;
const year = zonedToday().slice(0, 4);
const fields = (type: "ENTRY" | "EXIT" = "ENTRY") =>
  ({
    bookType: "general",
    type,
    term: termId,
    userExternalId: null,
    receiver: null,
    documentType: null,
    text: null,
  }) as const;
const series = (type: "ENTRY" | "EXIT" = "ENTRY") => db.transaction((tx) => createSeriesEntry(tx, null, fields(type)));
const paper = (code: string) =>
  db.transaction((tx) => createRegistryEntry(tx, null, { ...fields(), numbering: "PAPER", code }));

beforeAll(async () => {
  ({ db, termId, close } = await openOwnBook("portal_registry_series"));
});
afterAll(() => close());

describe("the book's series", () => {
  it("start after the highest number already stored, and the form proposes the number the entry gets", async () => {
    // An entry stored before the counters existed, as the instances numbered them.
    await db
      .insert(registryEntries)
      .values({ bookType: "alumonline", code: `E-${year}-000041`, type: "ENTRY", termId });
    expect(await proposedCodes(db)).toEqual({ ENTRY: `E-${year}-000042`, EXIT: `S-${year}-000001` });
    expect((await series()).code).toBe(`E-${year}-000042`);
    expect(await proposedCodes(db)).toEqual({ ENTRY: `E-${year}-000043`, EXIT: `S-${year}-000001` });
    expect((await series("EXIT")).code).toBe(`S-${year}-000001`);
  });

  it("give consecutive numbers per type, and a rolled-back entry gives its number back", async () => {
    const a = await series();
    await expect(
      db.transaction(async (tx) => {
        await createSeriesEntry(tx, null, fields());
        throw new Error("falla después de numerar");
      }),
    ).rejects.toThrow("falla después de numerar");
    const b = await series();
    const exit = await series("EXIT");
    expect([a.number + 1, a.year]).toEqual([b.number, Number(year)]);
    expect(exit.code).toBe(`S-${year}-000002`);
  });

  it("skip a number that a code copied from paper already holds, with no gap", async () => {
    const next = Number((await proposedCodes(db)).ENTRY.slice(7));
    const code = (n: number) => `E-${year}-${String(n).padStart(6, "0")}`;
    await paper(code(next + 1));
    expect((await proposedCodes(db)).ENTRY).toBe(code(next));
    expect((await series()).code).toBe(code(next));
    // The proposal, like the entry, passes over the copied number.
    expect((await proposedCodes(db)).ENTRY).toBe(code(next + 2));
    expect((await series()).code).toBe(code(next + 2));
  });
});
