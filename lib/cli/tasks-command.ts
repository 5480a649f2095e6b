import { formatDateTime } from "@/lib/dates";
import type { JobStatus } from "@/db/enums/jobs";
import { tasksOverview, type TaskRun } from "@/lib/scheduler/overview";
import { scheduledTasks } from "@/lib/scheduler/tasks";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = "Uso: npm run portal -- tasks";

const STATUS: Record<JobStatus, string> = {
  PENDING: "pendiente",
  RUNNING: "en curso",
  FINISHED: "terminada",
  FAILED: "fallida",
};

function describeRun(run: TaskRun | null): string {
  if (!run) return "ninguna todavía";
  const outcome = run.error
    ? `error: ${run.error}`
    : Object.entries(run.result ?? {})
        .map(([label, n]) => `${label} ${n}`)
        .join(", ");
  const finished = run.finishedAt ? ` el ${formatDateTime(run.finishedAt, "es")}` : "";
  return `${formatDateTime(run.occurrence, "es")}, ${STATUS[run.status]}${finished} (intentos: ${run.attempts})${outcome ? `; ${outcome}` : ""}`;
}

// npm run portal -- tasks: every scheduled task with its last run, outcome and next run.
async function tasks(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(USAGE);
    return 1;
  }
  return withDb(async (db) => {
    for (const task of await tasksOverview(db, scheduledTasks())) {
      console.log(`${task.name} (${task.cron}): ${task.description}`);
      console.log(`  Última ejecución: ${describeRun(task.last)}`);
      console.log(`  Próxima ejecución: ${formatDateTime(task.next, "es")}`);
    }
    return 0;
  });
}

export const tasksCommand: Command = { usage: USAGE, run: tasks };
