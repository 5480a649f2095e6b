import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { backgroundJobs } from "@/db/schema";
import type { JobStatus } from "@/db/enums/jobs";
import { nextOccurrence } from "./occurrences";
import { databaseNow, taskKind } from "./run";
import type { ScheduledTask, TaskResult } from "./types";

export interface TaskRun {
  occurrence: Date;
  status: JobStatus;
  attempts: number;
  finishedAt: Date | null;
  result: TaskResult | null;
  error: string | null;
}

export interface TaskOverview {
  name: string;
  cron: string;
  description: string;
  last: TaskRun | null;
  next: Date;
}

/** Each task with its latest occurrence's run (state, outcome) and its next occurrence. */
export async function tasksOverview(db: Db, tasks: readonly ScheduledTask[]): Promise<TaskOverview[]> {
  const now = await databaseNow(db);
  return Promise.all(
    tasks.map(async (task) => {
      const [last] = await db
        .select({
          occurrence: backgroundJobs.scheduledFor,
          status: backgroundJobs.status,
          attempts: backgroundJobs.attempts,
          finishedAt: backgroundJobs.finishedAt,
          result: backgroundJobs.result,
          error: backgroundJobs.error,
        })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.kind, taskKind(task.name)))
        .orderBy(desc(backgroundJobs.scheduledFor))
        .limit(1);
      return {
        name: task.name,
        cron: task.cron,
        description: task.description,
        last: last ? ({ ...last, occurrence: last.occurrence! } as TaskRun) : null,
        next: nextOccurrence(task.cron, now),
      };
    }),
  );
}
