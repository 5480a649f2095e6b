import type { ScheduledTask } from "./types";

/** Every periodic task the portal runs; a module adds its line here. */
export const scheduledTasks: readonly ScheduledTask[] = [];
