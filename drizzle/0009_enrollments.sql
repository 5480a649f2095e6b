CREATE TYPE "public"."enrollment_debt_doc_type" AS ENUM('ES', 'EXT');--> statement-breakpoint
CREATE TYPE "public"."enrollment_debt_option" AS ENUM('INDIVIDUAL', 'BUSINESS');--> statement-breakpoint
CREATE TYPE "public"."enrollment_general_discount" AS ENUM('NO_DISCOUNT', 'DISCOUNT_FNCG', 'DISCOUNT_FNCE');--> statement-breakpoint
CREATE TYPE "public"."enrollment_insurance" AS ENUM('NO_INSURANCE', 'INSURANCE_LESS_28', 'INSURANCE_MORE_28');--> statement-breakpoint
CREATE TYPE "public"."enrollment_minus_discount" AS ENUM('NO_MINUS', 'MINUS_33', 'MINUS_66');--> statement-breakpoint
CREATE TYPE "public"."enrollment_payment" AS ENUM('FULL_DOM', 'THREE_TERMS', 'FINANCED', 'FULL_INTERNATIONAL', 'FULL');--> statement-breakpoint
CREATE TYPE "public"."enrollment_synchronous_discount" AS ENUM('NO_SYNCHRONOUS', 'SYNCHRONOUS');--> statement-breakpoint
CREATE TYPE "public"."enrollment_time_option" AS ENUM('FULL_TIME', 'PART_TIME');--> statement-breakpoint
CREATE TYPE "public"."enrollment_type" AS ENUM('R', 'A');--> statement-breakpoint
CREATE TABLE "enrollment_courses" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"credits" numeric(5, 2) NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"enrollments" integer DEFAULT 0 NOT NULL,
	"max_enrollments" integer NOT NULL,
	CONSTRAINT "enrollment_courses_counts" CHECK ("enrollment_courses"."enrollments" >= 0 AND "enrollment_courses"."enrollments" <= "enrollment_courses"."max_enrollments"),
	CONSTRAINT "enrollment_courses_credits" CHECK ("enrollment_courses"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "enrollment_request_courses" (
	"request_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "enrollment_request_courses_request_id_course_id_pk" PRIMARY KEY("request_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "enrollment_request_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"filename" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_type" "enrollment_type" NOT NULL,
	"enrollment_term_id" integer,
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"is_processed" boolean DEFAULT false NOT NULL,
	"files_pending" boolean DEFAULT false NOT NULL,
	"time_option" "enrollment_time_option" NOT NULL,
	"grade" text NOT NULL,
	"term_id" text NOT NULL,
	"general_discount_option" "enrollment_general_discount",
	"minus_discount_option" "enrollment_minus_discount",
	"synchronous_discount_option" "enrollment_synchronous_discount",
	"discount_mh" boolean DEFAULT false NOT NULL,
	"discount_ucav" boolean DEFAULT false NOT NULL,
	"discount_conv" boolean DEFAULT false NOT NULL,
	"discount_conv_text" text,
	"discount_other" boolean DEFAULT false NOT NULL,
	"discount_other_text" text,
	"insurance_option" "enrollment_insurance",
	"payment_option" "enrollment_payment" NOT NULL,
	"debt_doc_type" "enrollment_debt_doc_type",
	"debt_dni" text,
	"debt_option" "enrollment_debt_option",
	"debt_name" text,
	"debt_address" text,
	"debt_city" text,
	"debt_zip_code" text,
	"debt_state" text,
	"debt_country" text,
	"debt_iban" text,
	"debt_bic" text,
	"image_authorization" boolean NOT NULL,
	"data_sapi" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"type" "enrollment_type" NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	CONSTRAINT "enrollment_terms_dates" CHECK ("enrollment_terms"."end_date" > "enrollment_terms"."start_date")
);
--> statement-breakpoint
ALTER TABLE "enrollment_courses" ADD CONSTRAINT "enrollment_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_request_courses" ADD CONSTRAINT "enrollment_request_courses_request_id_enrollment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."enrollment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_request_courses" ADD CONSTRAINT "enrollment_request_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_request_files" ADD CONSTRAINT "enrollment_request_files_request_id_enrollment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."enrollment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_request_files" ADD CONSTRAINT "enrollment_request_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD CONSTRAINT "enrollment_requests_enrollment_term_id_enrollment_terms_id_fk" FOREIGN KEY ("enrollment_term_id") REFERENCES "public"."enrollment_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_requests" ADD CONSTRAINT "enrollment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_request_courses_course_idx" ON "enrollment_request_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "enrollment_request_files_request_idx" ON "enrollment_request_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "enrollment_requests_user_idx" ON "enrollment_requests" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "enrollment_requests_created_idx" ON "enrollment_requests" USING btree ("created");