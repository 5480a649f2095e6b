import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { closeDb, getDb } from "@/lib/database";
import { EmbeddedDatabaseBusyError } from "@/db/pglite-lock";
import { env } from "@/lib/config";
import { backupRequestFile, dumpPostgres, writeEmbeddedBackup } from "@/lib/ops/backup";
import type { Command } from "./command";

const USAGE = "Uso: npm run portal -- backup <fichero>";
const SERVER_WAIT_MS = 120_000;

/** Asks the running server for the embedded database's backup and waits for the file. */
async function askServer(target: string): Promise<number> {
  writeFileSync(backupRequestFile(), target);
  console.log("El servidor tiene abierta la base de datos embebida: se le pide la copia…");
  const until = Date.now() + SERVER_WAIT_MS;
  while (Date.now() < until) {
    if (existsSync(target) && !existsSync(backupRequestFile())) return 0;
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`El servidor no ha escrito la copia en ${SERVER_WAIT_MS / 1000} s (¿sigue en marcha?)`);
  return 1;
}

// npm run portal -- backup <file>: pg_dump on PostgreSQL; the embedded folder's dump otherwise, by
// this command when the folder is free, by the running server when it holds it.
async function backup(args: string[]): Promise<number> {
  if (args.length !== 1) {
    console.error(USAGE);
    return 1;
  }
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
  if (existsSync(target)) {
    console.error(`Ya existe ${target}: elige otro nombre`);
    return 1;
  }
  let code: number;
  const databaseUrl = env("DATABASE_URL");
  if (databaseUrl) code = await dumpPostgres(databaseUrl, target);
  else {
    try {
      await getDb();
      await writeEmbeddedBackup(target);
      code = 0;
    } catch (err) {
      if (!(err instanceof EmbeddedDatabaseBusyError)) throw err;
      code = await askServer(target);
    } finally {
      await closeDb();
    }
  }
  if (code === 0) console.log(`Copia de seguridad escrita en ${target}`);
  return code;
}

export const backupCommand: Command = { usage: USAGE, run: backup };
