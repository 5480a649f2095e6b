import { and, eq, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { auditLog, outbox, personalDataReads, rateLimits, sessions } from "@/db/schema";
import { removeExpiredJobs } from "@/lib/jobs/runner";
import type { TaskResult } from "@/lib/scheduler/types";
import type { RetentionConfig } from "../config";

/** What a sent message's text becomes once its period is over; the row (who, when, channel) stays. */
export const REDACTED_BODY = "[Texto eliminado al terminar su plazo de conservación]";

const ago = (amount: number, unit: "day" | "hour") => sql`now() - ${amount} * interval '1 ${sql.raw(unit)}'`;

/**
 * Removes or reduces, kind by kind, what has outlived its period (the database's clock). Each kind is
 * one statement and idempotent, so a repeated run (a retry) changes nothing more.
 */
export async function applyRetention(db: Db, config: Omit<RetentionConfig, "cron">): Promise<TaskResult> {
  const expiredSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, ago(config.sessionsDays, "day")),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, ago(config.sessionsDays, "day"))),
      ),
    )
    .returning({ id: sessions.id });
  const redacted = await db
    .update(outbox)
    .set({ text: REDACTED_BODY, html: null, providerAnswer: null })
    .where(
      and(eq(outbox.status, "SENT"), lt(outbox.sentAt, ago(config.outboxDays, "day")), ne(outbox.text, REDACTED_BODY)),
    )
    .returning({ id: outbox.id });
  const jobs = await removeExpiredJobs(db);
  const counters = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, ago(config.rateLimitsHours, "hour")))
    .returning({ key: rateLimits.key });
  const audit = await db
    .delete(auditLog)
    .where(lt(auditLog.at, ago(config.auditDays, "day")))
    .returning({ id: auditLog.id });
  const reads = await db
    .delete(personalDataReads)
    .where(lt(personalDataReads.at, ago(config.readsDays, "day")))
    .returning({ id: personalDataReads.id });
  return {
    "sesiones eliminadas": expiredSessions.length,
    "mensajes enviados sin texto": redacted.length,
    "tareas caducadas eliminadas": jobs,
    "contadores de uso eliminados": counters.length,
    "entradas del registro de actividad eliminadas": audit.length,
    "consultas de datos personales eliminadas": reads.length,
  };
}
