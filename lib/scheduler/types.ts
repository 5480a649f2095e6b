import type { Db } from "@/db";

/** What a run of a task counted, by Spanish label (`{ "sesiones caducadas": 3 }`): the run's record shows it. */
export type TaskResult = Record<string, number>;

/** What a task's run gets: the database and a signal that aborts when the run lost its lease or the server stops. */
export interface TaskContext {
  db: Db;
  signal: AbortSignal;
  /** The occurrence being run (a cron time), the same for every instance. */
  occurrence: Date;
}

/**
 * A periodic task: it runs once per occurrence of its cron expression (Madrid's time zone) across
 * all instances. A run may be repeated after a failure or a dead instance, so it must be idempotent.
 */
export interface ScheduledTask {
  /** Stable identifier (kebab-case): the key of its runs in `background_jobs`. */
  name: string;
  /** Cron expression, five fields (minute hour day month weekday), or six with seconds first. */
  cron: string;
  /** One Spanish line for `npm run portal -- tasks`. */
  description: string;
  run(ctx: TaskContext): Promise<TaskResult>;
}
