import { env } from "@/lib/config";

/** How long a worker holds a job without reporting progress before another instance may take it. */
export const jobLeaseMs = () => env("JOBS_LEASE_SECONDS") * 1000;
/** How long a finished job's file stays downloadable. */
export const jobFileTtlMs = () => env("JOBS_FILE_TTL_MINUTES") * 60_000;
/** How often each instance looks for pending jobs. */
export const jobPollMs = () => env("JOBS_POLL_MS");
/** A job whose workers died this many times is marked FAILED. */
export const JOB_MAX_ATTEMPTS = 3;
