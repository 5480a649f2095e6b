/** The kinds of data the nightly retention task removes or reduces once their period ends. */
export const RETENTION_KINDS = [
  "sessions",
  "outboxBodies",
  "jobFiles",
  "rateLimits",
  "auditLog",
  "personalDataReads",
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
