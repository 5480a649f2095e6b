import { spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dumpEmbeddedDb, pgliteDir } from "@/lib/database";
import { logError } from "./log";

/**
 * The embedded database belongs to the server while it runs, so a backup of it is asked of the
 * server: the command leaves the target path in this file beside the folder, and the server writes
 * the backup there (its own consistent dump) and removes the request.
 */
export const backupRequestFile = () => `${path.resolve(pgliteDir())}.backup-request`;

/** Writes a dump of the open embedded database to `target` (whole or not at all). */
export async function writeEmbeddedBackup(target: string): Promise<void> {
  const dump = await dumpEmbeddedDb();
  if (!dump) throw new Error("La base de datos no es la embebida");
  const partial = `${target}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, target);
}

const holder = globalThis as unknown as { __portalBackupWatch?: NodeJS.Timeout };

/** The server's side (embedded database only): answers backup requests, checking once a second. */
export function answerBackupRequests(): void {
  if (holder.__portalBackupWatch) return;
  let busy = false;
  holder.__portalBackupWatch = setInterval(async () => {
    const request = backupRequestFile();
    if (busy || !existsSync(request)) return;
    busy = true;
    try {
      const target = readFileSync(request, "utf8").trim();
      rmSync(request, { force: true });
      await writeEmbeddedBackup(target);
      console.log(`Copia de seguridad escrita en ${target}`);
    } catch (err) {
      logError(err, "Error al escribir la copia de seguridad");
    } finally {
      busy = false;
    }
  }, 1000);
  holder.__portalBackupWatch.unref();
}

/** `pg_dump` in its custom format: a consistent snapshot, safe while the portal runs. */
export function dumpPostgres(url: string, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", ["--format=custom", "--no-owner", `--file=${target}`, `--dbname=${url}`], {
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}
