import { getDb } from "@/lib/database";
import { settlesBefore } from "@/lib/ops/until";
import { jobPollMs } from "./config";
import { jobHandlers } from "./kinds";
import { releaseJobs, removeExpiredJobs, runNextJob } from "./runner";
import { logError } from "@/lib/ops/log";

interface Worker {
  timer: NodeJS.Timeout;
  tick: () => Promise<void>;
  /** The tick running now, if any. */
  current: Promise<void> | null;
  stopping: boolean;
}

const holder = globalThis as unknown as { __portalJobWorker?: Worker };
const CLEANUP_EVERY_TICKS = 60;

/**
 * A worker instance runs this loop: it takes due jobs one at a time (pending ones, and running ones
 * whose worker's lease ran out), and now and then removes expired files.
 */
export function startJobWorker(): void {
  if (holder.__portalJobWorker) return;
  let ticks = 0;
  const worker: Worker = { timer: undefined!, tick: async () => {}, current: null, stopping: false };
  const work = async () => {
    try {
      const db = await getDb();
      if (ticks++ % CLEANUP_EVERY_TICKS === 0) await removeExpiredJobs(db);
      while (!worker.stopping && (await runNextJob(db, jobHandlers)) !== null) {
        // keep going while there is work
      }
    } catch (err) {
      logError(err, "Error al procesar las tareas en segundo plano");
    }
  };
  worker.tick = () => {
    if (worker.current || worker.stopping) return worker.current ?? Promise.resolve();
    worker.current = work().finally(() => (worker.current = null));
    return worker.current;
  };
  worker.timer = setInterval(worker.tick, jobPollMs());
  worker.timer.unref();
  holder.__portalJobWorker = worker;
}

/** Starts a tick now (after a job was queued), instead of waiting for the next poll. */
export function wakeJobWorker(): void {
  void holder.__portalJobWorker?.tick();
}

/**
 * Claims nothing more; lets the job in hand finish until `deadline` (epoch ms), and hands it back
 * to the queue if it has not by then. Resolves with the ids handed back.
 */
export async function stopJobWorker(deadline: number): Promise<number[]> {
  const worker = holder.__portalJobWorker;
  if (!worker) return [];
  worker.stopping = true;
  clearInterval(worker.timer);
  if (!worker.current || (await settlesBefore(worker.current, deadline))) return [];
  return releaseJobs(await getDb());
}
