import type { ScheduledTask } from "@/lib/scheduler/types";
import { retentionConfig } from "../config";
import { applyRetention } from "./apply";

/** The nightly retention task (RETENTION_CRON, by default 03:30 in Madrid). */
export function retentionTask(): ScheduledTask {
  const config = retentionConfig();
  return {
    name: "retention",
    cron: config.cron,
    description: "Conservación de datos: elimina o reduce los datos que han superado su plazo",
    run: ({ db }) => applyRetention(db, config),
  };
}
