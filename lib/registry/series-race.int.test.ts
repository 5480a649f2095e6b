import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db";
import { migrationsFolder } from "@/db/project-root";
import { academicYears, registryEntries } from "@/db/schema";
import { rowsOf } from "@/lib/sql-rows";
import { zonedToday } from "@/lib/dates";
import { uniq } from "@/lib/testing/fixtures";
import { repeatedCodes } from "./duplicates";
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
  const entry = (numbering: { numbering: "SERIES" } | { numbering: "PAPER"; code: string }) =>
    db.transaction((tx) =>
      createRegistryEntry(tx, null, {
        bookType: "general",
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
    const created = await Promise.all(Array.from({ length: ENTRIES }, () => entry({ numbering: "SERIES" })));
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
      const created = await Promise.all([
        ...Array.from({ length: 30 }, () => entry({ numbering: "SERIES" })),
        ...copied.map((code) => entry({ numbering: "PAPER", code })),
      ]);
      const numbers = created.map((e) => number(e.code)).sort((a, b) => a - b);
      expect(numbers).toEqual(range(ENTRIES + 1, 40));
    },
  );
});

describe.skipIf(!process.env.DATABASE_URL)("the numbering migration over a book with repeated codes", () => {
  let before: string;
  beforeAll(() => {
    // The migrations up to the one before the numbering's: its journal cut where the numbering's starts.
    before = mkdtempSync(path.join(os.tmpdir(), "registry-migrations-"));
    cpSync(migrationsFolder(), before, { recursive: true });
    const journalFile = path.join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag.endsWith("_registry_numbering"));
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  });
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it(
    "succeeds, renumbers nothing, reports the repeated codes and numbers on after them",
    { timeout: 60_000 },
    async () => {
      const scratch = await scratchPostgres("portal_registry_migration", 2, before);
      try {
        const { db } = scratch;
        // Raw SQL, as the schema of today may have columns the database before the migration lacks.
        const [term] = rowsOf<{ id: number }>(
          await db.execute(
            sql`insert into academic_years (external_id, name) values ('ay-antes', 'Antes') returning id`,
          ),
        );
        const code = `E-${year}-000010`;
        // Written as the book was before the migration (it had no numbering column).
        await db.execute(sql`insert into registry_entries (book_type, code, type, term_id, document_type) values
        ('general', ${code}, 'ENTRY', ${term!.id}, 'Tecleado a mano'),
        ('general', ${code}, 'ENTRY', ${term!.id}, 'Tecleado otra vez'),
        ('alumonline', ${code}, 'ENTRY', ${term!.id}, 'Instancia')`);

        await scratch.migrate(migrationsFolder());
        const stored = await db.select().from(registryEntries).where(eq(registryEntries.code, code));
        expect(stored.map((e) => [e.code, e.numbering])).toEqual([
          [code, null],
          [code, null],
          [code, null],
        ]);
        expect((await repeatedCodes(db)).map((r) => [r.code, r.entries.length])).toEqual([[code, 3]]);
        const next = await db.transaction((tx) =>
          createRegistryEntry(tx, null, {
            bookType: "general",
            type: "ENTRY",
            term: term!.id,
            numbering: "SERIES",
            userExternalId: null,
            receiver: null,
            documentType: null,
            text: null,
          }),
        );
        expect(next.code).toBe(`E-${year}-000011`);
      } finally {
        await scratch.close();
      }
    },
  );
});
