ALTER TABLE "issued_documents" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_current_subject_idx" ON "issued_documents" USING btree ("subject") WHERE superseded_at is null;