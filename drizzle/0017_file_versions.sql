CREATE TYPE "public"."instance_file_kind" AS ENUM('STUDENT', 'RESPONSE');--> statement-breakpoint
CREATE TABLE "registry_entry_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"filename" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_file_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"kind" "instance_file_kind" NOT NULL,
	"file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_files" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "exam_files" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registry_entry_files" ADD CONSTRAINT "registry_entry_files_entry_id_registry_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."registry_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_entry_files" ADD CONSTRAINT "registry_entry_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_entry_files" ADD CONSTRAINT "registry_entry_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_file_versions" ADD CONSTRAINT "instance_file_versions_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_file_versions" ADD CONSTRAINT "instance_file_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_file_versions" ADD CONSTRAINT "instance_file_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_entry_files_entry_idx" ON "registry_entry_files" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "instance_file_versions_instance_idx" ON "instance_file_versions" USING btree ("instance_id","kind");--> statement-breakpoint
ALTER TABLE "exam_files" ADD CONSTRAINT "exam_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;