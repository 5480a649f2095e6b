ALTER TYPE "public"."outbox_status" ADD VALUE 'SENDING';--> statement-breakpoint
ALTER TYPE "public"."outbox_status" ADD VALUE 'HELD';--> statement-breakpoint
CREATE TABLE "proceeding_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"proceeding_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "proceeding_versions" ADD CONSTRAINT "proceeding_versions_proceeding_id_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."proceedings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceeding_versions" ADD CONSTRAINT "proceeding_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proceeding_versions" ADD CONSTRAINT "proceeding_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proceeding_versions_proceeding_idx" ON "proceeding_versions" USING btree ("proceeding_id");