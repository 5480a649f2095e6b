CREATE TABLE "personal_data_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reader_id" integer NOT NULL,
	"reader_role" "role" NOT NULL,
	"student_id" integer NOT NULL,
	"what" text NOT NULL,
	"target_id" text,
	"request_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_data_reads" ADD CONSTRAINT "personal_data_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_reads" ADD CONSTRAINT "personal_data_reads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_reads_student_at_idx" ON "personal_data_reads" USING btree ("student_id","at");--> statement-breakpoint
CREATE INDEX "personal_data_reads_at_idx" ON "personal_data_reads" USING btree ("at");