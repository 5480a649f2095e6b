import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "@/db/project-root";
import { registryEntries } from "@/db/schema";
import { zonedToday } from "@/lib/dates";
import { rowsOf } from "@/lib/sql-rows";
import { scratchPostgres } from "@/lib/testing/scratch-database";
import { repeatedCodes, repeatedCodesWarning } from "./duplicates";
import { createRegistryEntry } from "./service";

// A book written before codes were unique, upgraded by the migrations of today: on a PostgreSQL database of
// its own (PGlite's per-file database is already migrated).
const year = zonedToday().slice(0, 4);
const code = (n: number) => `E-${year}-${String(n).padStart(6, "0")}`;

describe.skipIf(!process.env.DATABASE_URL)("the numbering migrations over a book with repeated codes", () => {
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
    "succeed, renumber nothing, put every code but the repeats under the unique index and report the repeats",
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
        // As the book was written before the migration (it had no numbering column): the case.
        await db.execute(sql`insert into registry_entries (book_type, code, type, term_id, document_type, created_at)
          values ('alumonline', ${code(10)}, 'ENTRY', ${term!.id}, 'Instancia', now() - interval '3 hours'),
            ('general', ${code(10)}, 'ENTRY', ${term!.id}, 'Tecleado a mano', now() - interval '2 hours'),
            ('general', ${code(10)}, 'ENTRY', ${term!.id}, 'Tecleado otra vez', now() - interval '1 hour'),
            ('general', ${code(12)}, 'ENTRY', ${term!.id}, 'Único', now())`);

        await scratch.migrate(migrationsFolder());
        const stored = await db
          .select({ code: registryEntries.code, doc: registryEntries.documentType, n: registryEntries.numbering })
          .from(registryEntries)
          .orderBy(asc(registryEntries.id));
        expect(stored).toEqual([
          { code: code(10), doc: "Instancia", n: "LEGACY" },
          { code: code(10), doc: "Tecleado a mano", n: null },
          { code: code(10), doc: "Tecleado otra vez", n: null },
          { code: code(12), doc: "Único", n: "LEGACY" },
        ]);
        expect((await repeatedCodes(db)).map((r) => [r.code, r.entries.map((e) => e.documentType)])).toEqual([
          [code(10), ["Instancia", "Tecleado a mano", "Tecleado otra vez"]],
        ]);
        expect(await repeatedCodesWarning(db)).toBe(
          `el libro de registro tiene 1 código repetido de antes de la numeración única (E-${year}-000010); ` +
            "no se ha renumerado ningún asiento. Los lista con sus asientos: npm run portal -- registry duplicates",
        );
        // The database itself refuses an old code that only one entry had.
        await expect(
          db.execute(sql`insert into registry_entries (book_type, code, type, term_id, numbering)
            values ('general', ${code(12)}, 'ENTRY', ${term!.id}, 'PAPER')`),
        ).rejects.toThrow();

        const entry = (numbering: { numbering: "SERIES" } | { numbering: "PAPER"; code: string }) =>
          db.transaction((tx) =>
            createRegistryEntry(tx, null, {
              bookType: "general",
              type: "ENTRY",
              term: term!.id,
              userExternalId: null,
              receiver: null,
              documentType: null,
              text: null,
              ...numbering,
            }),
          );
        await expect(entry({ numbering: "PAPER", code: code(10) })).rejects.toMatchObject({
          status: 409,
          message: `Ya existe un asiento con el código E-${year}-000010`,
        });
        expect((await entry({ numbering: "SERIES" })).code).toBe(code(13));
      } finally {
        await scratch.close();
      }
    },
  );

  it("leave a book without entries as it was, with nothing to report", { timeout: 60_000 }, async () => {
    const scratch = await scratchPostgres("portal_registry_migration_empty", 1, before);
    try {
      await scratch.migrate(migrationsFolder());
      expect(await repeatedCodesWarning(scratch.db)).toBeNull();
    } finally {
      await scratch.close();
    }
  });
});
