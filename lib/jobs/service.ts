import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { backgroundJobs } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import type { FileDownload } from "@/lib/files/download";
import { storedFileDownload } from "@/lib/files/store";
import type { JobStatus } from "@/db/enums/jobs";

/** Queues a job for any instance's worker; only `ownerUserId` will see it. */
export async function createJob(db: Db, ownerUserId: number, kind: string, params: unknown): Promise<{ id: number }> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({ kind, params, ownerUserId })
    .returning({ id: backgroundJobs.id });
  return row!;
}

async function ownJob(db: Db, ownerUserId: number, id: number) {
  const [job] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.ownerUserId, ownerUserId)));
  if (!job) throw new NotFoundError(msg("notifications.jobs.notFound"));
  return job;
}

export interface JobProgress {
  progress: number;
  status: JobStatus;
}

/** `GET …/jobs/{id}/status`: `{progress, status}` of the caller's own job. */
export async function jobStatus(db: Db, ownerUserId: number, id: number): Promise<JobProgress> {
  const { progress, status } = await ownJob(db, ownerUserId, id);
  return { progress, status };
}

/** `GET …/jobs/{id}/file`: the finished file of the caller's own job. */
export async function jobFile(db: Db, ownerUserId: number, id: number): Promise<FileDownload> {
  const job = await ownJob(db, ownerUserId, id);
  if (job.status !== "FINISHED" || !job.fileId) throw new ConflictError(msg("notifications.jobs.fileNotReady"));
  return storedFileDownload(db, job.fileId, job.fileName ?? undefined);
}
