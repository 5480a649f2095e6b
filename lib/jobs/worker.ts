import { getDb } from "@/db";
import { jobPollMs } from "./config";
import { jobHandlers } from "./kinds";
import { removeExpiredJobs, runNextJob } from "./runner";

const holder = globalThis as unknown as { __portalJobWorker?: { timer: NodeJS.Timeout; tick: () => Promise<void> } };
const CLEANUP_EVERY_TICKS = 60;

/**
 * Every instance runs this loop: it takes due jobs one at a time (pending ones, and running ones
 * whose worker's lease ran out), and now and then removes expired files.
 */
export function startJobWorker(): void {
  if (holder.__portalJobWorker) return;
  let running = false;
  let ticks = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const db = await getDb();
      if (ticks++ % CLEANUP_EVERY_TICKS === 0) await removeExpiredJobs(db);
      while ((await runNextJob(db, jobHandlers)) !== null) {
        // keep going while there is work
      }
    } catch (err) {
      console.error("Error al procesar las tareas en segundo plano:", err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, jobPollMs());
  timer.unref();
  holder.__portalJobWorker = { timer, tick };
}

/** Starts a tick now (after a job was queued), instead of waiting for the next poll. */
export function wakeJobWorker(): void {
  void holder.__portalJobWorker?.tick();
}
