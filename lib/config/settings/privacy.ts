import { integer, text } from "../define";

// Scheduled tasks and the retention of personal data ("Personal data" in the README). The cron
// expression is checked by lib/privacy/config.ts, which the start also runs.
export const privacySettings = {
  SCHEDULER_POLL_SECONDS: integer(30, { meaning: "how often each worker instance looks for due scheduled tasks" }),
  SCHEDULER_LEASE_SECONDS: integer(120, {
    meaning: "a running scheduled task not heard from for this long (its instance died) is taken by another instance",
  }),
  RETENTION_CRON: text("30 3 * * *", {
    meaning: 'when the retention task runs (cron, in the portal\'s time zone); see "Personal data"',
  }),
  RETENTION_SESSIONS_DAYS: integer(30, { meaning: "days an expired or revoked session is kept" }),
  RETENTION_OUTBOX_DAYS: integer(90, { meaning: "days a sent SMS or e-mail keeps its text" }),
  RETENTION_LIMITS_HOURS: integer(24, { meaning: "hours a rate-limit counter is kept" }),
  RETENTION_AUDIT_DAYS: integer(730, { meaning: "days an audit row is kept" }),
};
