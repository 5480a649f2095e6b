import { checkCron } from "@/lib/scheduler/occurrences";
import { z } from "@/lib/validation/z";

// The privacy settings of the environment, read in one place (the defaults are the README's).
const unsetIfBlank = (value: unknown) => (value === "" ? undefined : value);
const count = (fallback: number) => z.preprocess(unsetIfBlank, z.coerce.number().int().positive().default(fallback));
const cron = z.preprocess(
  unsetIfBlank,
  z
    .string()
    .default("30 3 * * *")
    .refine(
      (value) => {
        try {
          checkCron(value);
          return true;
        } catch {
          return false;
        }
      },
      { message: "no es una expresión cron válida" },
    ),
);

const privacyEnv = z.object({
  RETENTION_CRON: cron,
  RETENTION_SESSIONS_DAYS: count(30),
  RETENTION_OUTBOX_DAYS: count(90),
  RETENTION_LIMITS_HOURS: count(24),
  RETENTION_AUDIT_DAYS: count(730),
});

export interface RetentionConfig {
  /** When the nightly retention task runs (cron, Madrid time). */
  cron: string;
  /** Days an expired or revoked session is kept. */
  sessionsDays: number;
  /** Days a sent message keeps its text. */
  outboxDays: number;
  /** Hours a rate-limit counter is kept after its window started. */
  rateLimitsHours: number;
  /** Days an audit row is kept. */
  auditDays: number;
}

/** The retention settings; throws naming the variable when one is invalid. */
export function retentionConfig(env: Record<string, string | undefined> = process.env): RetentionConfig {
  const parsed = privacyEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Configuración no válida: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  return {
    cron: e.RETENTION_CRON,
    sessionsDays: e.RETENTION_SESSIONS_DAYS,
    outboxDays: e.RETENTION_OUTBOX_DAYS,
    rateLimitsHours: e.RETENTION_LIMITS_HOURS,
    auditDays: e.RETENTION_AUDIT_DAYS,
  };
}
