import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { schema, type Db } from "@/db";
import { migrationsFolder } from "@/db/project-root";

export interface ScratchDatabase {
  /** The environment that points a child process (`DATABASE_URL`, `PGLITE_DIR`) at the scratch database. */
  env: Record<string, string | undefined>;
  drop(): Promise<void>;
}

/**
 * An empty database of this test project's engine, for another process to open: on PostgreSQL a fresh
 * database on DATABASE_URL's server (dropped by `drop`), on PGlite a fresh folder (removed by `drop`).
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    return {
      env: { DATABASE_URL: undefined, PGLITE_DIR: dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`.replace(/\W/g, "_").toLowerCase();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A PostgreSQL database of the test's own (dropped by `close`), migrated with `folder`'s migrations. */
export async function scratchPostgres(prefix: string, connections: number, folder = migrationsFolder()) {
  const scratch = await createScratchDatabase(prefix);
  const client = postgres(scratch.env.DATABASE_URL!, { max: connections, onnotice: () => {} });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: folder });
  return {
    db,
    migrate: (more: string) => migrate(db as never, { migrationsFolder: more }),
    close: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}
