import { env } from "@/lib/config";

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
  /** Days a record of who read a student's personal data is kept. */
  readsDays: number;
}

/** The retention settings (lib/config/settings/privacy.ts); throws naming the variable when one is invalid. */
export const retentionConfig = (): RetentionConfig => ({
  cron: env("RETENTION_CRON"),
  sessionsDays: env("RETENTION_SESSIONS_DAYS"),
  outboxDays: env("RETENTION_OUTBOX_DAYS"),
  rateLimitsHours: env("RETENTION_LIMITS_HOURS"),
  auditDays: env("RETENTION_AUDIT_DAYS"),
  readsDays: env("RETENTION_READS_DAYS"),
});
