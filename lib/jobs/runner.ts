import { randomUUID } from "node:crypto";
import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { backgroundJobs, storedFiles } from "@/db/schema";
import { JOB_MAX_ATTEMPTS, jobFileTtlMs, jobLeaseMs } from "./config";
import type { JobHandlers } from "./types";
import { logError } from "@/lib/ops/log";

class LostLease extends Error {}

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** This process's worker id (host-independent; one per process). */
export const processWorkerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Claims the oldest job that is PENDING, or RUNNING with an expired lease (its worker died):
 * FOR UPDATE SKIP LOCKED, so two instances never claim the same job.
 */
async function claim(db: Db, workerId: string, leaseMs: number, jobId?: number) {
  const due = and(
    sql`(${backgroundJobs.status} = 'PENDING' or (${backgroundJobs.status} = 'RUNNING' and ${backgroundJobs.leaseUntil} < now()))`,
    isNull(backgroundJobs.scheduledFor), // occurrences of scheduled tasks are lib/scheduler's
    jobId ? eq(backgroundJobs.id, jobId) : undefined,
  );
  const next = db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(due)
    .orderBy(backgroundJobs.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await db
    .update(backgroundJobs)
    .set({ status: "RUNNING", workerId, leaseUntil: inMs(leaseMs), attempts: sql`${backgroundJobs.attempts} + 1` })
    // `= (scalar subquery)` runs once; `IN (…)` may be rescanned per row (a nested-loop semi join) and claim them all.
    .where(and(eq(backgroundJobs.id, sql`(${next})`), due))
    .returning();
  return job ?? null;
}

/**
 * Runs the next due job, if any, to its end: progress reports renew the lease and stop the work if
 * another worker took the job over. Returns the job id, or null when nothing was due. `jobId`
 * restricts the claim to one job (a CLI or a test that runs a given job).
 */
export async function runNextJob(
  db: Db,
  handlers: JobHandlers,
  {
    workerId = processWorkerId,
    leaseMs = jobLeaseMs(),
    jobId,
  }: { workerId?: string; leaseMs?: number; jobId?: number } = {},
): Promise<number | null> {
  const job = await claim(db, workerId, leaseMs, jobId);
  if (!job) return null;
  const mine = and(
    eq(backgroundJobs.id, job.id),
    eq(backgroundJobs.workerId, workerId),
    eq(backgroundJobs.status, "RUNNING"),
  );
  const fail = (error: string) =>
    db
      .update(backgroundJobs)
      .set({ status: "FAILED", error, finishedAt: sql`now()`, expiresAt: inMs(jobFileTtlMs()) })
      .where(mine);
  const handler = handlers[job.kind];
  if (!handler) {
    await fail(`Tipo de tarea desconocido: ${job.kind}`);
    return job.id;
  }
  if (job.attempts > JOB_MAX_ATTEMPTS) {
    await fail("La tarea se ha interrumpido demasiadas veces");
    return job.id;
  }
  try {
    const report = async (progress: number) => {
      const rows = await db
        .update(backgroundJobs)
        .set({ progress: Math.max(0, Math.min(99, Math.floor(progress))), leaseUntil: inMs(leaseMs) })
        .where(mine)
        .returning({ id: backgroundJobs.id });
      if (rows.length === 0) throw new LostLease();
    };
    const output = await handler({ db, params: job.params, report });
    await db.transaction(async (tx) => {
      const [file] = await tx
        .insert(storedFiles)
        .values({
          originalName: output.fileName,
          mimeType: output.mimeType,
          size: output.bytes.length,
          sha256: createHash("sha256").update(output.bytes).digest("hex"),
          bytes: output.bytes,
        })
        .returning({ id: storedFiles.id });
      const done = await tx
        .update(backgroundJobs)
        .set({
          status: "FINISHED",
          progress: 100,
          fileId: file!.id,
          fileName: output.fileName,
          finishedAt: sql`now()`,
          expiresAt: inMs(jobFileTtlMs()),
        })
        .where(mine)
        .returning({ id: backgroundJobs.id });
      if (done.length === 0) throw new LostLease();
    });
  } catch (err) {
    if (err instanceof LostLease) return job.id;
    logError(err, "Error en la tarea en segundo plano", { jobId: job.id, kind: job.kind });
    await fail(err instanceof Error ? err.message.slice(0, 500) : String(err));
  }
  return job.id;
}

/**
 * Hands this worker's running jobs back (PENDING, lease cleared, the attempt not counted), for a
 * worker that stops before they finish: another instance takes them at once instead of after the
 * lease. The handler still running here loses its lease at its next progress report.
 */
export async function releaseJobs(db: Db, workerId = processWorkerId): Promise<number[]> {
  const released = await db
    .update(backgroundJobs)
    .set({ status: "PENDING", workerId: null, leaseUntil: null, attempts: sql`${backgroundJobs.attempts} - 1` })
    .where(and(eq(backgroundJobs.workerId, workerId), eq(backgroundJobs.status, "RUNNING")))
    .returning({ id: backgroundJobs.id });
  return released.map((r) => r.id);
}

/** Removes jobs (and their files) whose time is up. Returns how many went. */
export async function removeExpiredJobs(db: Db): Promise<number> {
  const gone = await db
    .delete(backgroundJobs)
    .where(lt(backgroundJobs.expiresAt, sql`now()`))
    .returning({ fileId: backgroundJobs.fileId });
  const files = gone.map((g) => g.fileId).filter((id): id is number => id !== null);
  if (files.length) await db.delete(storedFiles).where(inArray(storedFiles.id, files));
  return gone.length;
}
