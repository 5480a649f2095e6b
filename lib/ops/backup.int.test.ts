import { spawn, execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as pgliteDrizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "@/db/project-root";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/testing/scratch-database";

// `npm run portal -- backup <file>` while a process holds the database (the worker command), then a
// restore into a new database, which has the file uploaded before the backup, byte for byte.
const run = promisify(execFile);
const onPostgres = Boolean(process.env.DATABASE_URL);
const bytes = randomBytes(300_000);
const sha256 = createHash("sha256").update(bytes).digest("hex");
const folder = mkdtempSync(path.join(os.tmpdir(), "portal-backup-"));
const backupFile = path.join(folder, onPostgres ? "portal.dump" : "portal.tar.gz");
let database: ScratchDatabase;

const childEnv = () => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...database.env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
};
const insertFile = `insert into stored_files (original_name, mime_type, size, sha256, bytes) values ('acta.pdf', 'application/pdf', $1, $2, $3) returning id`;

beforeAll(async () => {
  database = await createScratchDatabase("portal_backup");
}, 60_000);
afterAll(async () => {
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

async function storeFileInEmbeddedFolder(dir: string): Promise<number> {
  const client = await PGlite.create(dir, { extensions: { pg_trgm, btree_gist } });
  await migrate(pgliteDrizzle(client), { migrationsFolder: migrationsFolder() });
  const { rows } = await client.query<{ id: number }>(insertFile, [bytes.length, sha256, bytes]);
  await client.close();
  return rows[0]!.id;
}

describe("backup while the portal runs, and restore", () => {
  it("restores into a new database with the uploaded file byte for byte", { timeout: 180_000 }, async () => {
    let fileId = 0;
    if (!onPostgres) fileId = await storeFileInEmbeddedFolder(database.env.PGLITE_DIR!);
    const worker = spawn(process.execPath, ["scripts/portal.mjs", "worker"], { env: childEnv(), stdio: "pipe" });
    let output = "";
    worker.stdout.on("data", (d) => (output += d));
    worker.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => worker.on("exit", resolve));
    await expect.poll(() => output, { timeout: 60_000 }).toContain("Trabajador en marcha");

    if (onPostgres) {
      const sql = postgres(database.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      fileId = (await sql.unsafe(insertFile, [bytes.length, sha256, bytes]))[0]!.id as number;
      await sql.end();
    }
    const backup = await run(process.execPath, ["scripts/portal.mjs", "backup", backupFile], { env: childEnv() });
    expect(backup.stdout).toContain(`Copia de seguridad escrita en ${backupFile}`);
    worker.kill("SIGTERM");
    expect(await exited).toBe(0);

    let restored: Buffer;
    if (onPostgres) {
      const fresh = await createScratchDatabase("portal_restored");
      try {
        await run("pg_restore", ["--no-owner", `--dbname=${fresh.env.DATABASE_URL}`, backupFile]);
        const sql = postgres(fresh.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
        restored = (await sql`select bytes from stored_files where id = ${fileId}`)[0]!.bytes as Buffer;
        await sql.end();
      } finally {
        await fresh.drop();
      }
    } else {
      const tarball = new Blob([readFileSync(backupFile)]);
      const client = await PGlite.create({ loadDataDir: tarball, extensions: { pg_trgm, btree_gist } });
      const { rows } = await client.query<{ bytes: Uint8Array }>("select bytes from stored_files where id = $1", [
        fileId,
      ]);
      restored = Buffer.from(rows[0]!.bytes);
      await client.close();
    }
    expect(restored.equals(bytes)).toBe(true);
  });
});
