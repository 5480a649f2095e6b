CREATE TYPE "public"."interaction_type" AS ENUM('Teléfono', 'Correo electrónico', 'Presencial', 'SMS', 'Otro');--> statement-breakpoint
CREATE TABLE "interaction_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"interaction_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"filename" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "interaction_type" NOT NULL,
	"issuer_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"degree_id" integer,
	"course_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_external_id" text GENERATED ALWAYS AS (lower(translate("external_id", 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_given_name" text GENERATED ALWAYS AS (lower(translate("given_name", 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_family_name" text GENERATED ALWAYS AS (lower(translate("family_name", 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_email" text GENERATED ALWAYS AS (lower(translate("email", 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "interaction_attachments" ADD CONSTRAINT "interaction_attachments_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_attachments" ADD CONSTRAINT "interaction_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_issuer_id_users_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interaction_attachments_interaction_idx" ON "interaction_attachments" USING btree ("interaction_id");--> statement-breakpoint
CREATE INDEX "interactions_receiver_idx" ON "interactions" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "interactions_created_idx" ON "interactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "interactions_issuer_idx" ON "interactions" USING btree ("issuer_id");--> statement-breakpoint
CREATE INDEX "users_search_external_id_trgm" ON "users" USING gin ("search_external_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_given_name_trgm" ON "users" USING gin ("search_given_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_family_name_trgm" ON "users" USING gin ("search_family_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_email_trgm" ON "users" USING gin ("search_email" gin_trgm_ops);