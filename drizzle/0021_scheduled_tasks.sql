ALTER TABLE "background_jobs" ALTER COLUMN "owner_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD COLUMN "result" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_occurrence_idx" ON "background_jobs" USING btree ("kind","scheduled_for");