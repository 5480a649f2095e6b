import { env } from "@/lib/config";
import { startJobWorker, stopJobWorker } from "@/lib/jobs/worker";
import { startOutboxPoller, stopOutboxPoller } from "@/lib/outbox/poller";

/** Whether this process delivers the outbox and runs background jobs (`PORTAL_WORKERS`, default on). */
export const workersEnabled = () => env("PORTAL_WORKERS") === "on";

export function startWorkers(): void {
  startOutboxPoller();
  startJobWorker();
}

/** Claims nothing more; finishes or hands back what is in hand by `deadline` (epoch ms). */
export async function stopWorkers(deadline: number): Promise<{ releasedJobs: number[]; outboxDone: boolean }> {
  const [releasedJobs, outboxDone] = await Promise.all([stopJobWorker(deadline), stopOutboxPoller(deadline)]);
  return { releasedJobs, outboxDone };
}
