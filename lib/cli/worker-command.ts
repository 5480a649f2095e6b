import { configuredEngine, getDb } from "@/lib/database";
import { EmbeddedDatabaseBusyError } from "@/db/pglite-lock";
import { assertValidEnvironment, ConfigurationError } from "@/lib/config";
import { answerBackupRequests } from "@/lib/ops/backup";
import { handleStopSignals } from "@/lib/ops/shutdown";
import { startWorkers } from "@/lib/ops/workers";
import type { Command } from "./command";

const USAGE = "Uso: npm run portal -- worker   (entrega la cola de envíos y ejecuta las tareas en segundo plano)";

// npm run portal -- worker: the outbox and the background jobs without a web server, until SIGTERM.
async function worker(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(USAGE);
    return 1;
  }
  try {
    assertValidEnvironment();
    await getDb();
  } catch (err) {
    if (!(err instanceof ConfigurationError || err instanceof EmbeddedDatabaseBusyError)) throw err;
    console.error(err.message);
    return 1;
  }
  startWorkers();
  // The process that holds the embedded database writes its backups (lib/ops/backup.ts).
  if (configuredEngine() === "pglite") answerBackupRequests();
  handleStopSignals();
  // The workers' timers do not hold the process open; this does, until the graceful stop exits.
  setInterval(() => {}, 1 << 30);
  console.log("Trabajador en marcha: cola de envíos y tareas en segundo plano (SIGTERM lo detiene)");
  return new Promise<number>(() => {});
}

export const workerCommand: Command = { usage: USAGE, run: worker };
