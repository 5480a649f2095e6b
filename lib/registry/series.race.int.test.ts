import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db";
import { academicYears, registryEntries } from "@/db/schema";
import { zonedToday } from "@/lib/dates";
import { uniq } from "@/lib/testing/fixtures";
import { REGISTRY_BOOK_TYPES, type RegistryBookType } from "@/db/enums/registry";
import { createRegistryEntry } from "./service";
import { scratchPostgres } from "@/lib/testing/scratch-database";

// Concurrent entries on real PostgreSQL, in a database of their own, where each transaction has its own
// connection (PGlite runs one transaction at a time and cannot show a race).
const ENTRIES = 50;
const year = zonedToday().slice(0, 4);
const number = (code: string) => Number(code.slice(7));
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe.skipIf(!process.env.DATABASE_URL)("registry numbers under concurrency (PostgreSQL)", () => {
  let db: Db, termId: number, close: () => Promise<void>;
  const entry = (
    numbering: { numbering: "SERIES" } | { numbering: "PAPER"; code: string },
    bookType: RegistryBookType = "general",
  ) =>
    db.transaction((tx) =>
      createRegistryEntry(tx, null, {
        bookType,
        type: "ENTRY",
        term: termId,
        userExternalId: null,
        receiver: null,
        documentType: null,
        text: null,
        ...numbering,
      }),
    );

  beforeAll(async () => {
    ({ db, close } = await scratchPostgres("portal_registry_race", ENTRIES + 5));
    const [term] = await db.insert(academicYears).values({ externalId: "ay-carrera", name: "Carrera" }).returning();
    termId = term!.id;
  }, 60_000);
  afterAll(() => close?.());

  it(`${ENTRIES} concurrent entries get ${ENTRIES} distinct consecutive numbers`, { timeout: 60_000 }, async () => {
    // In every book at once: one series per year and type serves the whole book.
    const created = await Promise.all(
      Array.from({ length: ENTRIES }, (_, i) =>
        entry({ numbering: "SERIES" }, REGISTRY_BOOK_TYPES[i % REGISTRY_BOOK_TYPES.length]),
      ),
    );
    const numbers = created.map((e) => number(e.code)).sort((a, b) => a - b);
    expect(numbers).toEqual(range(1, ENTRIES));
    expect(created.every((e) => e.code.startsWith(`E-${year}-`))).toBe(true);
    const stored = await db.select({ code: registryEntries.code }).from(registryEntries);
    expect(new Set(stored.map((r) => r.code)).size).toBe(ENTRIES);
  });

  it("copies of one code from paper sent together: one is saved, the others get the 409", async () => {
    const code = `RP-${uniq()}`;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => entry({ numbering: "PAPER", code })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(refused).toHaveLength(19);
    for (const err of refused)
      expect(err).toMatchObject({ status: 409, message: `Ya existe un asiento con el código ${code}` });
  });

  it(
    "numbers taken while codes of the same series are copied from paper: no repeat, no gap",
    { timeout: 60_000 },
    async () => {
      const copied = range(ENTRIES + 3, 10).map((n) => `E-${year}-${String(n).padStart(6, "0")}`);
      const results = await Promise.allSettled([
        ...Array.from({ length: 30 }, () => entry({ numbering: "SERIES" })),
        ...copied.map((code) => entry({ numbering: "PAPER", code })),
      ]);
      // A copy whose number the book gave a moment earlier is refused, as any code already in the book.
      const refused = results.flatMap((r, i) =>
        r.status === "rejected" ? [{ err: r.reason, code: copied[i - 30] }] : [],
      );
      for (const { err, code } of refused) {
        expect(code).toBeDefined();
        expect(err).toMatchObject({ status: 409, message: `Ya existe un asiento con el código ${code}` });
      }
      const created = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      const numbers = created.map((e) => number(e.code)).sort((a, b) => a - b);
      expect(numbers).toEqual(range(ENTRIES + 1, 40 - refused.length));
    },
  );
});
