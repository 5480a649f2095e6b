CREATE TABLE "event_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_uid" text NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"venue_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"seq" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"skip_notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "ical" text;--> statement-breakpoint
ALTER TABLE "exam_venue_sessions" ADD COLUMN "waitlist_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_waitlist" ADD CONSTRAINT "exam_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_waitlist" ADD CONSTRAINT "exam_waitlist_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_waitlist" ADD CONSTRAINT "exam_waitlist_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_waitlist" ADD CONSTRAINT "exam_waitlist_venue_id_exam_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."exam_venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_reminders_once_key" ON "event_reminders" USING btree ("event_uid","user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_waitlist_user_course_key" ON "exam_waitlist" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_waitlist_session_seq_key" ON "exam_waitlist" USING btree ("venue_id","starts_at","seq");--> statement-breakpoint
CREATE INDEX "exam_waitlist_exam_idx" ON "exam_waitlist" USING btree ("exam_id");