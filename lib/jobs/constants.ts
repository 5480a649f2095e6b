/** States of a background job, without dependencies: the schema and client code both import them. */
export const JOB_STATUSES = ["PENDING", "RUNNING", "FINISHED", "FAILED"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
