import { getDb } from "@/lib/database";
import { logError } from "@/lib/ops/log";
import { settlesBefore } from "@/lib/ops/until";
import { schedulerPollMs } from "./config";
import { runScheduler } from "./run";
import { scheduledTasks } from "./tasks";

interface Loop {
  timer: NodeJS.Timeout;
  stopping: AbortController;
  current: Promise<void> | null;
}
const holder = globalThis as unknown as { __portalScheduler?: Loop };

/**
 * Every instance runs this loop beside the job worker: each tick queues the due occurrence of every
 * task in `scheduledTasks()` and runs the ones no other instance holds.
 */
export function startScheduler(): void {
  if (holder.__portalScheduler) return;
  const tasks = scheduledTasks(); // a bad setting (a cron expression, a period) stops the start here
  const stopping = new AbortController();
  const loop: Loop = { timer: undefined as unknown as NodeJS.Timeout, stopping, current: null };
  const tick = () => {
    if (loop.current || stopping.signal.aborted) return;
    loop.current = (async () => {
      try {
        await runScheduler(await getDb(), tasks, { signal: stopping.signal });
      } catch (err) {
        logError(err, "Error al ejecutar las tareas programadas");
      } finally {
        loop.current = null;
      }
    })();
  };
  loop.timer = setInterval(tick, schedulerPollMs());
  loop.timer.unref();
  holder.__portalScheduler = loop;
  tick();
}

/**
 * Stops the loop: no new tick starts, the running task's signal aborts, and the promise resolves when
 * its run has ended or `deadline` (epoch ms) has come (a task cut short is run again by another
 * instance once its lease lapses).
 */
export async function stopScheduler(deadline: number): Promise<void> {
  const loop = holder.__portalScheduler;
  if (!loop) return;
  clearInterval(loop.timer);
  loop.stopping.abort();
  if (loop.current) await settlesBefore(loop.current, deadline);
  delete holder.__portalScheduler;
}
