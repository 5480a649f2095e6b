/** States of a background job (the background_jobs table's enum). */
export const JOB_STATUSES = ["PENDING", "RUNNING", "FINISHED", "FAILED"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
