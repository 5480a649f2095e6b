import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";

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
