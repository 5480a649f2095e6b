import type { Db } from "@/db";
import { env } from "@/lib/config";
import type { ScheduledTask } from "@/lib/scheduler/types";
import { sendReminders } from "./send";

/** Every fifteen minutes: the reminders of exams and defenses EXAM_REMINDER_DAYS ahead (0: none). */
export function remindersTask(): ScheduledTask {
  const days = env("EXAM_REMINDER_DAYS");
  return {
    name: "exam-reminders",
    cron: "*/15 * * * *",
    description: "Recordatorios de exámenes y defensas de TFG por correo electrónico, con el evento adjunto",
    run: ({ db }) =>
      db.transaction(async (tx) => ({ "recordatorios enviados": await sendReminders(tx as unknown as Db, days) })),
  };
}
