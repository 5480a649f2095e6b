import { integer } from "../define";

export const jobSettings = {
  JOBS_POLL_MS: integer(1000, {
    meaning: "how often each worker instance looks for background jobs (CSV exports)",
  }),
  JOBS_LEASE_SECONDS: integer(30, {
    meaning: "a running job not heard from for this long (its worker died) is taken by another instance",
  }),
  JOBS_FILE_TTL_MINUTES: integer(60, {
    meaning: "how long a finished job's file stays downloadable before it is removed",
  }),
};
