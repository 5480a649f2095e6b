import { env } from "@/lib/config";
import { startJobWorker, stopJobWorker } from "@/lib/jobs/worker";
import { startOutboxPoller, stopOutboxPoller } from "@/lib/outbox/poller";
import { startScheduler, stopScheduler } from "@/lib/scheduler/loop";

/** Whether this process delivers the outbox, runs background jobs and scheduled tasks (`PORTAL_WORKERS`, default on). */
export const workersEnabled = () => env("PORTAL_WORKERS") === "on";

export function startWorkers(): void {
  startOutboxPoller();
  startJobWorker();
  startScheduler();
}

/** Claims nothing more; finishes or hands back what is in hand by `deadline` (epoch ms). */
export async function stopWorkers(deadline: number): Promise<{ releasedJobs: number[]; outboxDone: boolean }> {
  const [releasedJobs, outboxDone] = await Promise.all([
    stopJobWorker(deadline),
    stopOutboxPoller(deadline),
    stopScheduler(deadline),
  ]);
  return { releasedJobs, outboxDone };
}
