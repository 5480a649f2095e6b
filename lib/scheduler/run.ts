import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { backgroundJobs } from "@/db/schema";
import { processWorkerId } from "@/lib/jobs/runner";
import { logError } from "@/lib/ops/log";
import { loggableError } from "@/lib/ops/loggable-error";
import { TASK_MAX_ATTEMPTS, taskLeaseMs, taskRetryDelayMs } from "./config";
import { latestOccurrence } from "./occurrences";
import type { ScheduledTask } from "./types";

/** The `background_jobs.kind` of a task's occurrences (kept apart from the job kinds). */
export const taskKind = (name: string) => `task:${name}`;

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export interface RunOptions {
  workerId?: string;
  leaseMs?: number;
  /** The time whose due occurrences are queued; the database's clock when absent. */
  now?: Date;
  /** Aborts the running task (the server stops). */
  signal?: AbortSignal;
}

/** Queues each task's due occurrence; the unique (kind, scheduled_for) makes a second insert a no-op. */
export async function queueDueOccurrences(db: Db, tasks: readonly ScheduledTask[], now?: Date): Promise<void> {
  if (tasks.length === 0) return;
  const at = now ?? (await databaseNow(db));
  await db
    .insert(backgroundJobs)
    .values(
      tasks.map((task) => ({ kind: taskKind(task.name), params: {}, scheduledFor: latestOccurrence(task.cron, at) })),
    )
    .onConflictDoNothing({ target: [backgroundJobs.kind, backgroundJobs.scheduledFor] });
}

/** The database's clock: every instance agrees on it. */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await db.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as clock`);
  return new Date(row!.now);
}

/**
 * Claims one due occurrence: PENDING (and past its retry time, kept in lease_until) or RUNNING with a
 * lapsed lease. FOR UPDATE SKIP LOCKED in a scalar subquery, as the job runner does.
 */
async function claim(db: Db, kinds: string[], workerId: string, leaseMs: number) {
  const due = and(
    isNotNull(backgroundJobs.scheduledFor),
    inArray(backgroundJobs.kind, kinds),
    sql`((${backgroundJobs.status} = 'PENDING' and (${backgroundJobs.leaseUntil} is null or ${backgroundJobs.leaseUntil} < now()))
      or (${backgroundJobs.status} = 'RUNNING' and ${backgroundJobs.leaseUntil} < now()))`,
  );
  const next = db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(due)
    .orderBy(backgroundJobs.scheduledFor, backgroundJobs.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(backgroundJobs)
    .set({ status: "RUNNING", workerId, leaseUntil: inMs(leaseMs), attempts: sql`${backgroundJobs.attempts} + 1` })
    .where(and(eq(backgroundJobs.id, sql`(${next})`), due))
    .returning();
  return row ?? null;
}

/**
 * Runs one due occurrence of these tasks, if any: the lease is renewed while the task works, and the
 * outcome (result, or error and a retry with backoff, FAILED after TASK_MAX_ATTEMPTS) is written only
 * while the claim is still ours. Returns the occurrence's row id, or null when nothing was due.
 */
export async function runDueOccurrence(
  db: Db,
  tasks: readonly ScheduledTask[],
  { workerId = processWorkerId, leaseMs = taskLeaseMs(), signal }: RunOptions = {},
): Promise<number | null> {
  const byKind = new Map(tasks.map((task) => [taskKind(task.name), task]));
  if (byKind.size === 0) return null;
  const row = await claim(db, [...byKind.keys()], workerId, leaseMs);
  if (!row) return null;
  const mine = and(
    eq(backgroundJobs.id, row.id),
    eq(backgroundJobs.workerId, workerId),
    eq(backgroundJobs.status, "RUNNING"),
  );
  const fail = (error: string, retry: boolean) =>
    db
      .update(backgroundJobs)
      .set(
        retry
          ? { status: "PENDING", error, leaseUntil: inMs(taskRetryDelayMs(row.attempts)) }
          : { status: "FAILED", error, leaseUntil: null, finishedAt: sql`now()` },
      )
      .where(mine);
  if (row.attempts > TASK_MAX_ATTEMPTS) {
    await fail("La tarea se ha interrumpido demasiadas veces", false);
    return row.id;
  }
  const lost = new AbortController();
  const renew = setInterval(async () => {
    const kept = await db
      .update(backgroundJobs)
      .set({ leaseUntil: inMs(leaseMs) })
      .where(mine)
      .returning({ id: backgroundJobs.id })
      .catch(() => []);
    if (kept.length === 0) lost.abort();
  }, leaseMs / 3);
  try {
    const task = byKind.get(row.kind)!;
    const runSignal = signal ? AbortSignal.any([signal, lost.signal]) : lost.signal;
    const result = await task.run({ db, signal: runSignal, occurrence: row.scheduledFor! });
    await db
      .update(backgroundJobs)
      .set({ status: "FINISHED", result, error: null, leaseUntil: null, finishedAt: sql`now()` })
      .where(mine);
  } catch (err) {
    if (!lost.signal.aborted) {
      logError(err, "Error en una tarea programada", { kind: row.kind });
      // Stored where admins read it: a database error by its kind, never its parameters.
      const safe = loggableError(err);
      const message = String(safe.message ?? `${safe.type} (SQLSTATE ${safe.sqlState ?? "?"})`).slice(0, 500);
      await fail(message, row.attempts < TASK_MAX_ATTEMPTS);
    }
  } finally {
    clearInterval(renew);
  }
  return row.id;
}

/** One scheduler tick: queue what is due, then run due occurrences until none is left (or `signal` aborts). */
export async function runScheduler(
  db: Db,
  tasks: readonly ScheduledTask[],
  options: RunOptions = {},
): Promise<number[]> {
  await queueDueOccurrences(db, tasks, options.now);
  const ran: number[] = [];
  while (!options.signal?.aborted) {
    const id = await runDueOccurrence(db, tasks, options);
    if (id === null) break;
    ran.push(id);
  }
  return ran;
}
