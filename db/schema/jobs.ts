import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { JOB_STATUSES } from "@/lib/jobs/constants";
import { storedFiles } from "./platform";
import { users } from "./reference";

export const jobStatusEnum = pgEnum("job_status", JOB_STATUSES);

/**
 * Background jobs (CSV exports…): any instance may run one, holding it with a lease it renews while
 * it works; a job whose lease ran out (its worker died) is taken again by another instance.
 */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    params: jsonb("params").notNull(),
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
  },
  (t) => [
    index("background_jobs_claim_idx").on(t.status, t.leaseUntil),
    index("background_jobs_expiry_idx").on(t.expiresAt),
  ],
);
