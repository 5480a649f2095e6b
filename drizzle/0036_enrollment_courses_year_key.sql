-- drizzle-kit cannot name the old primary key (it asks for it): PostgreSQL named 0009's inline one "enrollment_courses_pkey".
ALTER TABLE "enrollment_courses" DROP CONSTRAINT "enrollment_courses_pkey";--> statement-breakpoint
ALTER TABLE "enrollment_courses" ALTER COLUMN "academic_year_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_courses" ADD CONSTRAINT "enrollment_courses_academic_year_id_course_id_pk" PRIMARY KEY("academic_year_id","course_id");
