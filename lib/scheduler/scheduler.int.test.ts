import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { schema, type Db } from "@/db";
import { getDb } from "@/lib/database";
import { backgroundJobs } from "@/db/schema";
import { jobHandlers } from "@/lib/jobs/kinds";
import { runNextJob } from "@/lib/jobs/runner";
import { tasksOverview } from "./overview";
import { runScheduler, taskKind } from "./run";
import type { ScheduledTask, TaskResult } from "./types";

const NIGHT = new Date("2026-11-26T10:00:00Z"); // the nightly 03:30 occurrence is 02:30 UTC that day

/** A task that counts its runs, failing the first `failures` of them. */
function countingTask(failures = 0, work: () => Promise<void> = async () => {}) {
  const task = {
    runs: 0,
    name: `prueba-${randomUUID().slice(0, 8)}`,
    cron: "30 3 * * *",
    description: "Tarea de prueba",
    async run(): Promise<TaskResult> {
      task.runs++;
      await work();
      if (task.runs <= failures) throw new Error(`Fallo número ${task.runs}`);
      return { "filas tratadas": task.runs };
    },
  };
  return task satisfies ScheduledTask;
}

const occurrences = async (task: ScheduledTask) =>
  (await getDb())
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.kind, taskKind(task.name)))
    .orderBy(backgroundJobs.scheduledFor);

const lapse = async (task: ScheduledTask) =>
  (await getDb())
    .update(backgroundJobs)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(backgroundJobs.kind, taskKind(task.name)));

describe("scheduled tasks on the jobs table", () => {
  it("runs each occurrence once, keeps its record, and runs the next occurrence when it comes", async () => {
    const db = await getDb();
    const task = countingTask();
    expect(await runScheduler(db, [task], { now: NIGHT })).toHaveLength(1);
    expect(await runScheduler(db, [task], { now: new Date("2026-11-26T23:00:00Z") })).toEqual([]);
    expect(task.runs).toBe(1);
    const [run] = await occurrences(task);
    expect(run).toMatchObject({
      scheduledFor: new Date("2026-11-26T02:30:00Z"),
      status: "FINISHED",
      attempts: 1,
      result: { "filas tratadas": 1 },
      ownerUserId: null,
      expiresAt: null,
    });
    expect(await runScheduler(db, [task], { now: new Date("2026-11-27T02:30:00Z") })).toHaveLength(1);
    expect((await occurrences(task)).map((r) => r.status)).toEqual(["FINISHED", "FINISHED"]);
  });

  it("retries a failed occurrence after its backoff, and marks it FAILED after three attempts", async () => {
    const db = await getDb();
    const task = countingTask(3);
    await runScheduler(db, [task], { now: NIGHT });
    const [failed] = await occurrences(task);
    expect(failed).toMatchObject({ status: "PENDING", attempts: 1, error: "Fallo número 1" });
    expect(failed!.leaseUntil!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await runScheduler(db, [task], { now: NIGHT })).toEqual([]); // not before its backoff
    await lapse(task);
    await runScheduler(db, [task], { now: NIGHT });
    expect((await occurrences(task))[0]).toMatchObject({ status: "PENDING", attempts: 2, error: "Fallo número 2" });
    await lapse(task);
    await runScheduler(db, [task], { now: NIGHT });
    expect((await occurrences(task))[0]).toMatchObject({ status: "FAILED", attempts: 3, error: "Fallo número 3" });
    await lapse(task);
    expect(await runScheduler(db, [task], { now: NIGHT })).toEqual([]);
    expect(task.runs).toBe(3);
  });

  it("an occurrence whose instance died is taken over once its lease lapses", async () => {
    const db = await getDb();
    const task = countingTask();
    await db.insert(backgroundJobs).values({
      kind: taskKind(task.name),
      params: {},
      scheduledFor: new Date("2026-11-26T02:30:00Z"),
      status: "RUNNING",
      workerId: "muerto",
      attempts: 1,
      leaseUntil: sql`now() + interval '1 minute'`,
    });
    expect(await runScheduler(db, [task], { now: NIGHT })).toEqual([]);
    await lapse(task);
    expect(await runScheduler(db, [task], { now: NIGHT })).toHaveLength(1);
    expect(await occurrences(task)).toMatchObject([{ status: "FINISHED", attempts: 2 }]);
  });

  it("the job worker leaves occurrences alone", async () => {
    const db = await getDb();
    const task = countingTask();
    const [row] = await db
      .insert(backgroundJobs)
      .values({ kind: taskKind(task.name), params: {}, scheduledFor: NIGHT })
      .returning();
    expect(await runNextJob(db, jobHandlers, { jobId: row!.id })).toBeNull();
  });

  it("the overview gives each task's last run, its outcome and its next occurrence", async () => {
    const db = await getDb();
    const done = countingTask();
    const never = countingTask();
    await runScheduler(db, [done], { now: NIGHT });
    const [first, second] = await tasksOverview(db, [done, never]);
    expect(first).toMatchObject({
      name: done.name,
      cron: "30 3 * * *",
      last: { occurrence: new Date("2026-11-26T02:30:00Z"), status: "FINISHED", result: { "filas tratadas": 1 } },
    });
    expect(first!.next.getTime()).toBeGreaterThan(Date.now());
    expect(second!.last).toBeNull();
  });
});

// Separate connection pools stand for separate instances; only PostgreSQL runs them at once.
describe.skipIf(!process.env.DATABASE_URL)("schedulers racing on PostgreSQL", () => {
  const clients: postgres.Sql[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
  });
  const instance = (): Db => {
    const client = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
    clients.push(client);
    return drizzle(client, { schema }) as unknown as Db;
  };

  it.each([2, 8])("%i schedulers racing the same occurrence run it once", async (instances) => {
    const task = countingTask(0, () => new Promise((resolve) => setTimeout(resolve, 50)));
    const schedulers = Array.from({ length: instances }, instance);
    const ran = await Promise.all(
      schedulers.map((db, i) => runScheduler(db, [task], { now: NIGHT, workerId: `instancia-${i}` })),
    );
    expect(ran.flat()).toHaveLength(1);
    expect(task.runs).toBe(1);
    expect(await occurrences(task)).toMatchObject([{ status: "FINISHED", attempts: 1 }]);
  });
});
