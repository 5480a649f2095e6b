import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { JOB_STATUSES } from "../enums/jobs";
import { storedFiles } from "./platform";
import { id, instant, optionalRef, stamp } from "../columns";
import { optionalUserRef } from "../foreign-keys";

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
    id: id(),
    kind: text("kind").notNull(),
    params: jsonb("params").notNull(),
    ownerUserId: optionalUserRef("owner_user_id", { onDelete: "cascade" }),
    status: jobStatusEnum("status").notNull().default("PENDING"),
    progress: integer("progress").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    workerId: text("worker_id"),
    leaseUntil: instant("lease_until"),
    fileId: optionalRef("file_id", () => storedFiles.id, { onDelete: "set null" }),
    fileName: text("file_name"),
    error: text("error"),
    createdAt: stamp("created_at"),
    finishedAt: instant("finished_at"),
    expiresAt: instant("expires_at"),
    scheduledFor: instant("scheduled_for"),
    result: jsonb("result"),
  },
  (t) => [
    index("background_jobs_claim_idx").on(t.status, t.leaseUntil),
    index("background_jobs_expiry_idx").on(t.expiresAt),
    uniqueIndex("background_jobs_occurrence_idx").on(t.kind, t.scheduledFor),
  ],
);
