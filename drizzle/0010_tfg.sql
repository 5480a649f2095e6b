CREATE TYPE "public"."job_status" AS ENUM('PENDING', 'RUNNING', 'FINISHED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."tfg_request_status" AS ENUM('OPEN', 'ACCEPTED', 'REJECTED', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."tfg_term_type" AS ENUM('AREA', 'DEFENSE');--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"owner_user_id" integer NOT NULL,
	"status" "job_status" DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker_id" text,
	"lease_until" timestamp with time zone,
	"file_id" integer,
	"file_name" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tfg_allocation_degrees" (
	"allocation_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	CONSTRAINT "tfg_allocation_degrees_allocation_id_degree_id_pk" PRIMARY KEY("allocation_id","degree_id")
);
--> statement-breakpoint
CREATE TABLE "tfg_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"limit" integer NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tfg_allocations_limit" CHECK ("tfg_allocations"."limit" >= 0 AND "tfg_allocations"."accepted" >= 0 AND "tfg_allocations"."accepted" <= "tfg_allocations"."limit")
);
--> statement-breakpoint
CREATE TABLE "tfg_area_degrees" (
	"area_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	CONSTRAINT "tfg_area_degrees_area_id_degree_id_pk" PRIMARY KEY("area_id","degree_id")
);
--> statement-breakpoint
CREATE TABLE "tfg_area_managers" (
	"area_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "tfg_area_managers_area_id_user_id_pk" PRIMARY KEY("area_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tfg_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"academic_year_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tfg_priority_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"priority" numeric(7, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tfg_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"priority" integer NOT NULL,
	"status" "tfg_request_status" DEFAULT 'OPEN' NOT NULL,
	"provisional_title" text,
	"reject_reason" text,
	"allocation_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tfg_requests_priority" CHECK ("tfg_requests"."priority" BETWEEN 1 AND 8)
);
--> statement-breakpoint
CREATE TABLE "tfg_term_degrees" (
	"term_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	CONSTRAINT "tfg_term_degrees_term_id_degree_id_pk" PRIMARY KEY("term_id","degree_id")
);
--> statement-breakpoint
CREATE TABLE "tfg_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" "tfg_term_type" NOT NULL,
	"academic_year_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	CONSTRAINT "tfg_terms_dates" CHECK ("tfg_terms"."start" < "tfg_terms"."end")
);
--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_allocation_degrees" ADD CONSTRAINT "tfg_allocation_degrees_allocation_id_tfg_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."tfg_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_allocation_degrees" ADD CONSTRAINT "tfg_allocation_degrees_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_allocation_degrees" ADD CONSTRAINT "tfg_allocation_degrees_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_allocation_degrees" ADD CONSTRAINT "tfg_allocation_degrees_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_allocations" ADD CONSTRAINT "tfg_allocations_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_allocations" ADD CONSTRAINT "tfg_allocations_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_area_degrees" ADD CONSTRAINT "tfg_area_degrees_area_id_tfg_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."tfg_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_area_degrees" ADD CONSTRAINT "tfg_area_degrees_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_area_managers" ADD CONSTRAINT "tfg_area_managers_area_id_tfg_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."tfg_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_area_managers" ADD CONSTRAINT "tfg_area_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_areas" ADD CONSTRAINT "tfg_areas_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_priority_grades" ADD CONSTRAINT "tfg_priority_grades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_priority_grades" ADD CONSTRAINT "tfg_priority_grades_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_requests" ADD CONSTRAINT "tfg_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_requests" ADD CONSTRAINT "tfg_requests_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_requests" ADD CONSTRAINT "tfg_requests_term_id_tfg_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."tfg_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_requests" ADD CONSTRAINT "tfg_requests_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_requests" ADD CONSTRAINT "tfg_requests_area_id_tfg_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."tfg_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_requests" ADD CONSTRAINT "tfg_requests_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_requests" ADD CONSTRAINT "tfg_requests_allocation_id_tfg_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."tfg_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_term_degrees" ADD CONSTRAINT "tfg_term_degrees_term_id_tfg_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."tfg_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_term_degrees" ADD CONSTRAINT "tfg_term_degrees_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_terms" ADD CONSTRAINT "tfg_terms_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_jobs_claim_idx" ON "background_jobs" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "background_jobs_expiry_idx" ON "background_jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tfg_allocation_degrees_once_key" ON "tfg_allocation_degrees" USING btree ("instructor_id","academic_year_id","degree_id");--> statement-breakpoint
CREATE INDEX "tfg_allocations_instructor_idx" ON "tfg_allocations" USING btree ("instructor_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "tfg_area_degrees_degree_idx" ON "tfg_area_degrees" USING btree ("degree_id");--> statement-breakpoint
CREATE INDEX "tfg_area_managers_user_idx" ON "tfg_area_managers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tfg_areas_name_key" ON "tfg_areas" USING btree ("academic_year_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tfg_priority_grades_key" ON "tfg_priority_grades" USING btree ("user_id","degree_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tfg_requests_open_key" ON "tfg_requests" USING btree ("user_id","degree_id","instructor_id") WHERE "tfg_requests"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "tfg_requests_user_idx" ON "tfg_requests" USING btree ("user_id","degree_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "tfg_requests_instructor_idx" ON "tfg_requests" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "tfg_requests_area_idx" ON "tfg_requests" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "tfg_requests_created_idx" ON "tfg_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tfg_terms_year_idx" ON "tfg_terms" USING btree ("academic_year_id","type");