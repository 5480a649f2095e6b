const positive = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** How long a worker holds a job without reporting progress before another instance may take it. */
export const jobLeaseMs = () => positive("JOBS_LEASE_SECONDS", 30) * 1000;
/** How long a finished job's file stays downloadable. */
export const jobFileTtlMs = () => positive("JOBS_FILE_TTL_MINUTES", 60) * 60_000;
/** How often each instance looks for pending jobs. */
export const jobPollMs = () => positive("JOBS_POLL_MS", 1000);
/** A job whose workers died this many times is marked FAILED. */
export const JOB_MAX_ATTEMPTS = 3;
