import type { Db } from "@/db";

/** What a job's handler gets: its parameters and a way to report progress (0–100), which also renews the lease. */
export interface JobContext {
  db: Db;
  params: unknown;
  report: (progress: number) => Promise<void>;
}

/** The finished file of a job. */
export interface JobOutput {
  bytes: Buffer;
  fileName: string;
  mimeType: string;
}

export type JobHandler = (ctx: JobContext) => Promise<JobOutput>;
export type JobHandlers = Record<string, JobHandler>;
