import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { schema, type Db } from "@/db";
import { migrationsFolder } from "@/db/project-root";
import { scratchPostgres } from "./scratch-database";

export interface DatabaseBefore {
  db: Db;
  /** Applies the migrations left out, and every later one. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The migrations folder with its journal cut where the migration tagged `…_${tag}` starts. */
function foldersBefore(tag: string): string {
  const before = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  cpSync(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag.endsWith(`_${tag}`));
  if (cut < 0) throw new Error(`no migration tagged ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return before;
}

/**
 * A fresh database of the test project's engine (PostgreSQL when DATABASE_URL is set, else PGlite in
 * memory) migrated up to the migration tagged `tag`, for a test that writes rows as they were before it.
 */
export async function databaseBefore(tag: string): Promise<DatabaseBefore> {
  const before = foldersBefore(tag);
  const removeFolder = () => rmSync(before, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const scratch = await scratchPostgres("portal_migration", 1, before);
    return {
      db: scratch.db,
      migrate: () => scratch.migrate(migrationsFolder()),
      close: async () => {
        await scratch.close();
        removeFolder();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create("memory://", { extensions: { pg_trgm, btree_gist } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: before });
  return {
    db: db as unknown as Db,
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      await client.close();
      removeFolder();
    },
  };
}
