import { env } from "@/lib/config";

/** How often each instance looks for due occurrences of scheduled tasks. */
export const schedulerPollMs = () => env("SCHEDULER_POLL_SECONDS") * 1000;

/** A running occurrence not renewed for this long (its instance died) is taken by another instance. */
export const taskLeaseMs = () => env("SCHEDULER_LEASE_SECONDS") * 1000;

/** Attempts of one occurrence (failures and dead instances) before it is marked FAILED. */
export const TASK_MAX_ATTEMPTS = 3;

/** Wait before retrying a failed occurrence: 1 min, then 4 min (times 4 each attempt). */
export const taskRetryDelayMs = (attempts: number) => 60_000 * 4 ** (attempts - 1);
