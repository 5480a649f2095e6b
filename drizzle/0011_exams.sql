CREATE TYPE "public"."exam_file_kind" AS ENUM('INSTRUCTIONS', 'QUESTIONS');--> statement-breakpoint
CREATE TYPE "public"."exam_state" AS ENUM('NOT_UPLOADED', 'UPLOADED', 'UPLOAD_WITHOUT_FILES', 'UPLOAD_INCORRECT', 'UPLOAD_CORRECT', 'REVISION_PENDING', 'REVISED_INCORRECT', 'REVISED_CORRECT');--> statement-breakpoint
CREATE TABLE "exam_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"kind" "exam_file_kind" NOT NULL,
	"file_id" integer NOT NULL,
	"file_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"venue_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_requests_period" CHECK ("exam_requests"."ends_at" > "exam_requests"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "exam_state_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"from_state" "exam_state" NOT NULL,
	"to_state" "exam_state" NOT NULL,
	"reason" text,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_venue_sessions" (
	"venue_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_venue_sessions_venue_id_starts_at_pk" PRIMARY KEY("venue_id","starts_at"),
	CONSTRAINT "exam_venue_sessions_seats" CHECK ("exam_venue_sessions"."taken" >= 0 AND ("exam_venue_sessions"."capacity" IS NULL OR "exam_venue_sessions"."taken" <= "exam_venue_sessions"."capacity"))
);
--> statement-breakpoint
CREATE TABLE "exam_venues" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	CONSTRAINT "exam_venues_capacity" CHECK ("exam_venues"."capacity" IS NULL OR "exam_venues"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"option" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"inscription_starts_at" timestamp with time zone,
	"inscription_ends_at" timestamp with time zone,
	"visible" boolean DEFAULT true NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"default_headquarter" text,
	"state" "exam_state" DEFAULT 'NOT_UPLOADED' NOT NULL,
	"reason" text,
	"extraordinary_of" integer,
	"package_generated_by" integer,
	"package_generated_at" timestamp with time zone,
	CONSTRAINT "exams_duration_positive" CHECK ("exams"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_files" ADD CONSTRAINT "exam_files_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_files" ADD CONSTRAINT "exam_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_venue_id_exam_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."exam_venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_state_changes" ADD CONSTRAINT "exam_state_changes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_state_changes" ADD CONSTRAINT "exam_state_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_venue_sessions" ADD CONSTRAINT "exam_venue_sessions_venue_id_exam_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."exam_venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_term_id_exam_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."exam_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_default_headquarter_exam_venues_id_fk" FOREIGN KEY ("default_headquarter") REFERENCES "public"."exam_venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_package_generated_by_users_id_fk" FOREIGN KEY ("package_generated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_files_exam_idx" ON "exam_files" USING btree ("exam_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_requests_user_course_key" ON "exam_requests" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "exam_requests_exam_idx" ON "exam_requests" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_requests_course_idx" ON "exam_requests" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "exam_state_changes_exam_idx" ON "exam_state_changes" USING btree ("exam_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_terms_name_key" ON "exam_terms" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "exams_course_term_option_key" ON "exams" USING btree ("course_id","term_id","option");--> statement-breakpoint
CREATE INDEX "exams_term_idx" ON "exams" USING btree ("term_id");