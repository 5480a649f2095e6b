ALTER TABLE "academic_years" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollment_terms" ADD COLUMN "academic_year_id" integer;--> statement-breakpoint
ALTER TABLE "exam_terms" ADD COLUMN "academic_year_id" integer;--> statement-breakpoint
ALTER TABLE "enrollment_terms" ADD CONSTRAINT "enrollment_terms_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_terms" ADD CONSTRAINT "exam_terms_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academic_years_one_active" ON "academic_years" USING btree ("active") WHERE "academic_years"."active";