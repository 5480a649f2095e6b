CREATE TYPE "public"."membership_source" AS ENUM('sis', 'enrolment');--> statement-breakpoint
DROP INDEX "course_members_key";--> statement-breakpoint
ALTER TABLE "course_members" ADD COLUMN "academic_year_id" integer;--> statement-breakpoint
ALTER TABLE "course_members" ADD COLUMN "source" "membership_source" DEFAULT 'sis' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_members" ADD COLUMN "enrollment_request_id" integer;--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_enrollment_request_id_enrollment_requests_id_fk" FOREIGN KEY ("enrollment_request_id") REFERENCES "public"."enrollment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_members_request_idx" ON "course_members" USING btree ("enrollment_request_id");--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_year_key" UNIQUE NULLS NOT DISTINCT("course_id","user_id","member_role","academic_year_id");--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_source_request" CHECK (("course_members"."source" = 'enrolment') = ("course_members"."enrollment_request_id" IS NOT NULL));