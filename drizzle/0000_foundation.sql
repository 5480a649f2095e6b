CREATE TYPE "public"."id_type" AS ENUM('DNI', 'NIE', 'PASSPORT');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('STUDENT', 'INSTRUCTOR', 'COORDINATOR');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('ROLE_STUDENT', 'ROLE_INSTRUCTOR', 'ROLE_COORD', 'ROLE_SECR', 'ROLE_ADMIN', 'ROLE_GES_EXAM');--> statement-breakpoint
CREATE TABLE "academic_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "academic_years_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "course_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"member_role" "member_role" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"degree_id" integer NOT NULL,
	"term" text,
	"credits" numeric(5, 2),
	"external_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "degrees_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"term" text NOT NULL,
	"convocatory" text NOT NULL,
	"grade" numeric(4, 2),
	"grade_text" text,
	"survey_id" text,
	"survey_url" text,
	CONSTRAINT "grades_grade_range" CHECK ("grades"."grade" IS NULL OR ("grades"."grade" >= 0 AND "grades"."grade" <= 10))
);
--> statement-breakpoint
CREATE TABLE "institutional_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "institutional_roles_role_id_unique" UNIQUE("role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"dni" text NOT NULL,
	"id_type" "id_type" NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"email" text,
	"mobile_phone" text,
	"home_phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"role" "role" NOT NULL,
	"institutional_role_id" integer,
	CONSTRAINT "users_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_external_id" text,
	"role" "role",
	"method" text NOT NULL,
	"path" text NOT NULL,
	"target_id" text,
	"request_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institutional_role_id_institutional_roles_id_fk" FOREIGN KEY ("institutional_role_id") REFERENCES "public"."institutional_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_members_key" ON "course_members" USING btree ("course_id","user_id","member_role");--> statement-breakpoint
CREATE INDEX "course_members_user_idx" ON "course_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "courses_degree_idx" ON "courses" USING btree ("degree_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grades_key" ON "grades" USING btree ("user_id","course_id","term","convocatory");--> statement-breakpoint
CREATE INDEX "grades_course_idx" ON "grades" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "users_dni_idx" ON "users" USING btree ("dni");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");