import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { JOB_STATUSES } from "../enums/jobs";
import { storedFiles } from "./platform";
import { users } from "./reference";

export const jobStatusEnum = pgEnum("job_status", JOB_STATUSES);

/**
 * Background jobs (CSV exports…): any instance may run one, holding it with a lease it renews while
 * it works; a job whose lease ran out (its worker died) is taken again by another instance.
 * A row with `scheduled_for` is one occurrence of a scheduled task (lib/scheduler): it has no owner,
 * the unique (kind, scheduled_for) makes it run once across instances, and it stays as the run's record.
 */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    params: jsonb("params").notNull(),
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
    status: jobStatusEnum("status").notNull().default("PENDING"),
    progress: integer("progress").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    workerId: text("worker_id"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    fileId: integer("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    fileName: text("file_name"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    result: jsonb("result"),
  },
  (t) => [
    index("background_jobs_claim_idx").on(t.status, t.leaseUntil),
    index("background_jobs_expiry_idx").on(t.expiresAt),
    uniqueIndex("background_jobs_occurrence_idx").on(t.kind, t.scheduledFor),
  ],
);
