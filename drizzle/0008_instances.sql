CREATE TYPE "public"."instance_action" AS ENUM('CREATE', 'ANSWER', 'IN_PROCESS', 'CLOSE', 'REOPEN', 'CANCEL', 'STUDENT_FILE', 'RESPONSE_FILE');--> statement-breakpoint
CREATE TYPE "public"."instance_registry_kind" AS ENUM('ENTRY', 'EXIT');--> statement-breakpoint
CREATE TYPE "public"."instance_status" AS ENUM('OPEN', 'IN_PROCESS', 'CLOSED', 'CANCELED');--> statement-breakpoint
CREATE TABLE "instance_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"action" "instance_action" NOT NULL,
	"status" "instance_status" NOT NULL,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"kind" "instance_registry_kind" NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"registry_entry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_registry_counters" (
	"kind" "instance_registry_kind" NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "instance_registry_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "instance_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"start" timestamp with time zone,
	"end" timestamp with time zone,
	"term_id" integer NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "instance_templates_active_dates" CHECK (NOT "instance_templates"."active" OR ("instance_templates"."start" IS NOT NULL AND "instance_templates"."end" IS NOT NULL)),
	CONSTRAINT "instance_templates_period" CHECK ("instance_templates"."start" IS NULL OR "instance_templates"."end" IS NULL OR "instance_templates"."end" > "instance_templates"."start")
);
--> statement-breakpoint
CREATE TABLE "instance_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"status" "instance_status" DEFAULT 'OPEN' NOT NULL,
	"user_text" text,
	"instructor_text" text,
	"student_file_id" integer,
	"student_file_name" text,
	"response_file_id" integer,
	"response_file_name" text,
	"user_id" integer,
	"external" boolean DEFAULT false NOT NULL,
	"ext_dni" text,
	"ext_given_name" text,
	"ext_surname1" text,
	"ext_email" text,
	"ext_state" text,
	"ext_city" text,
	"ext_address" text,
	"ext_mobile_phone" text,
	"ext_home_phone" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "instances_user_text_length" CHECK (char_length("instances"."user_text") <= 200),
	CONSTRAINT "instances_owner" CHECK (("instances"."external" AND "instances"."user_id" IS NULL AND "instances"."ext_dni" IS NOT NULL AND "instances"."ext_given_name" IS NOT NULL AND "instances"."ext_surname1" IS NOT NULL AND "instances"."ext_email" IS NOT NULL)
        OR (NOT "instances"."external" AND "instances"."user_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "instance_history" ADD CONSTRAINT "instance_history_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_history" ADD CONSTRAINT "instance_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_registrations" ADD CONSTRAINT "instance_registrations_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_registrations" ADD CONSTRAINT "instance_registrations_registry_entry_id_registry_entries_id_fk" FOREIGN KEY ("registry_entry_id") REFERENCES "public"."registry_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_templates" ADD CONSTRAINT "instance_templates_type_id_instance_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."instance_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_templates" ADD CONSTRAINT "instance_templates_term_id_academic_years_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_template_id_instance_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."instance_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_student_file_id_stored_files_id_fk" FOREIGN KEY ("student_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_response_file_id_stored_files_id_fk" FOREIGN KEY ("response_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instance_history_instance_idx" ON "instance_history" USING btree ("instance_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "instance_registrations_code_key" ON "instance_registrations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "instance_registrations_number_key" ON "instance_registrations" USING btree ("kind","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "instance_registrations_entry_key" ON "instance_registrations" USING btree ("registry_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instance_registrations_one_entry" ON "instance_registrations" USING btree ("instance_id") WHERE "instance_registrations"."kind" = 'ENTRY';--> statement-breakpoint
CREATE INDEX "instance_registrations_instance_idx" ON "instance_registrations" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "instance_templates_type_idx" ON "instance_templates" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instance_types_name_key" ON "instance_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "instances_user_idx" ON "instances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "instances_status_idx" ON "instances" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "instances_created_idx" ON "instances" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "instances_template_idx" ON "instances" USING btree ("template_id");