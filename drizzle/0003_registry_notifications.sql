CREATE TYPE "public"."registry_book_type" AS ENUM('general', 'alumonline', 'alumpresen');--> statement-breakpoint
CREATE TYPE "public"."registry_type" AS ENUM('ENTRY', 'EXIT');--> statement-breakpoint
CREATE TABLE "registry_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_type" "registry_book_type" NOT NULL,
	"code" text NOT NULL,
	"type" "registry_type" NOT NULL,
	"term_id" integer NOT NULL,
	"user_id" integer,
	"receiver" text,
	"document_type" text,
	"text" text,
	"file_id" integer,
	"filename" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_assignations" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"institutional_role_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	CONSTRAINT "notification_assignations_type" CHECK ("notification_assignations"."type" IN (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_templates_type" CHECK ("notification_templates"."type" IN (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "registry_entries" ADD CONSTRAINT "registry_entries_term_id_academic_years_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_entries" ADD CONSTRAINT "registry_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_entries" ADD CONSTRAINT "registry_entries_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_entries" ADD CONSTRAINT "registry_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_history" ADD CONSTRAINT "registry_history_entry_id_registry_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."registry_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_history" ADD CONSTRAINT "registry_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_assignations" ADD CONSTRAINT "notification_assignations_institutional_role_id_institutional_roles_id_fk" FOREIGN KEY ("institutional_role_id") REFERENCES "public"."institutional_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_assignations" ADD CONSTRAINT "notification_assignations_template_id_notification_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."notification_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_entries_created_idx" ON "registry_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "registry_entries_term_idx" ON "registry_entries" USING btree ("term_id","book_type");--> statement-breakpoint
CREATE INDEX "registry_entries_user_idx" ON "registry_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "registry_history_entry_idx" ON "registry_history" USING btree ("entry_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_assignations_key" ON "notification_assignations" USING btree ("type","institutional_role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_templates_reference_key" ON "notification_templates" USING btree (lower("reference"));