import { closeDb } from "@/lib/database";
import { readsRecorded } from "@/lib/access-log/record";
import { env } from "@/lib/config";
import { logError } from "./log";
import { closeServers, requestsInFlight } from "./in-flight";
import { markShuttingDown } from "./lifecycle";
import { stopWorkers } from "./workers";

const POLL_MS = 50;
/** What closing the pool and writing the last access-log rows may take beyond the grace period. */
const CLOSING_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drainRequests(deadline: number): Promise<number> {
  while (requestsInFlight() > 0 && Date.now() < deadline) await sleep(POLL_MS);
  return requestsInFlight();
}

/**
 * The graceful stop, on SIGTERM or SIGINT: readiness turns 503 at once, the workers claim nothing
 * more, in-flight requests and claimed work get SHUTDOWN_GRACE_SECONDS to finish (a job still running
 * then is handed back), the server and the pool close, and the process exits with 0.
 */
export async function shutdown(signal: string): Promise<void> {
  markShuttingDown();
  const deadline = Date.now() + env("SHUTDOWN_GRACE_SECONDS") * 1000;
  // A stop must never outlive its grace: a query hanging on a dead connection would keep the port.
  setTimeout(
    () => {
      logError(new Error("la detención no terminó a tiempo"), "Error al detener el Portal de servicios");
      process.exit(1);
    },
    deadline - Date.now() + CLOSING_MS,
  ).unref();
  console.log(`${signal}: deteniendo el Portal de servicios (hasta ${env("SHUTDOWN_GRACE_SECONDS")} s)…`);
  const [workers, unfinished] = await Promise.all([stopWorkers(deadline), drainRequests(deadline)]);
  if (workers.releasedJobs.length) console.log(`Tareas devueltas a la cola: ${workers.releasedJobs.join(", ")}`);
  if (unfinished) console.log(`Peticiones sin terminar al agotarse el plazo: ${unfinished}`);
  closeServers();
  await readsRecorded(); // the "who read what" rows of the last answers, written after them
  await closeDb();
  process.exit(0);
}

/**
 * Takes SIGTERM and SIGINT over. Next's own handler (which exits with 143 without waiting for the
 * workers) stays off when NEXT_MANUAL_SIG_HANDLE is set, as `npm start` and the image do.
 */
export function handleStopSignals(): void {
  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      shutdown(signal).catch((err: unknown) => {
        logError(err, "Error al detener el Portal de servicios");
        process.exit(1);
      });
    });
  }
}
