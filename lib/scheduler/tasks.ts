import { remindersTask } from "@/lib/exams/reminders/task";
import { waitlistTask } from "@/lib/exams/waitlist/task";
import { retentionTask } from "@/lib/privacy/retention/task";
import type { ScheduledTask } from "./types";

/** Every periodic task the portal runs (read when used, so a bad setting stops only the scheduler); a module adds its line. */
export const scheduledTasks = (): ScheduledTask[] => [retentionTask(), waitlistTask(), remindersTask()];
