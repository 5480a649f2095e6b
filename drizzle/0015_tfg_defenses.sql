CREATE TABLE "tfg_court_degrees" (
	"court_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	CONSTRAINT "tfg_court_degrees_court_id_degree_id_pk" PRIMARY KEY("court_id","degree_id")
);
--> statement-breakpoint
CREATE TABLE "tfg_courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"chairman_id" integer NOT NULL,
	"secretary_id" integer NOT NULL,
	"vocal_id" integer,
	"academic_year_id" integer NOT NULL,
	"slot_minutes" integer DEFAULT 120 NOT NULL,
	CONSTRAINT "tfg_courts_slot_minutes" CHECK ("tfg_courts"."slot_minutes" BETWEEN 15 AND 720)
);
--> statement-breakpoint
CREATE TABLE "tfg_defenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"time_span_id" integer,
	"term_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"status" "tfg_request_status" DEFAULT 'OPEN' NOT NULL,
	"location" text,
	"reject_reason" text,
	"title" text,
	"comments" text,
	"chairman_id" integer NOT NULL,
	"secretary_id" integer NOT NULL,
	"vocal_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tfg_defenses_members" CHECK ("tfg_defenses"."chairman_id" <> "tfg_defenses"."secretary_id" AND "tfg_defenses"."chairman_id" <> "tfg_defenses"."vocal_id" AND "tfg_defenses"."secretary_id" <> "tfg_defenses"."vocal_id")
);
--> statement-breakpoint
CREATE TABLE "tfg_time_spans" (
	"id" serial PRIMARY KEY NOT NULL,
	"court_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	CONSTRAINT "tfg_time_spans_dates" CHECK ("tfg_time_spans"."start" < "tfg_time_spans"."end")
);
--> statement-breakpoint
ALTER TABLE "tfg_court_degrees" ADD CONSTRAINT "tfg_court_degrees_court_id_tfg_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."tfg_courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_court_degrees" ADD CONSTRAINT "tfg_court_degrees_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_courts" ADD CONSTRAINT "tfg_courts_chairman_id_users_id_fk" FOREIGN KEY ("chairman_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_courts" ADD CONSTRAINT "tfg_courts_secretary_id_users_id_fk" FOREIGN KEY ("secretary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_courts" ADD CONSTRAINT "tfg_courts_vocal_id_users_id_fk" FOREIGN KEY ("vocal_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_courts" ADD CONSTRAINT "tfg_courts_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_defenses" ADD CONSTRAINT "tfg_defenses_request_id_tfg_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tfg_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_defenses" ADD CONSTRAINT "tfg_defenses_court_id_tfg_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."tfg_courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_defenses" ADD CONSTRAINT "tfg_defenses_time_span_id_tfg_time_spans_id_fk" FOREIGN KEY ("time_span_id") REFERENCES "public"."tfg_time_spans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_defenses" ADD CONSTRAINT "tfg_defenses_term_id_tfg_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."tfg_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_defenses" ADD CONSTRAINT "tfg_defenses_chairman_id_users_id_fk" FOREIGN KEY ("chairman_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_defenses" ADD CONSTRAINT "tfg_defenses_secretary_id_users_id_fk" FOREIGN KEY ("secretary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_defenses" ADD CONSTRAINT "tfg_defenses_vocal_id_users_id_fk" FOREIGN KEY ("vocal_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tfg_time_spans" ADD CONSTRAINT "tfg_time_spans_court_id_tfg_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."tfg_courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tfg_courts_year_idx" ON "tfg_courts" USING btree ("academic_year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tfg_defenses_slot_key" ON "tfg_defenses" USING btree ("time_span_id") WHERE "tfg_defenses"."status" IN ('OPEN', 'ACCEPTED');--> statement-breakpoint
CREATE UNIQUE INDEX "tfg_defenses_request_key" ON "tfg_defenses" USING btree ("request_id") WHERE "tfg_defenses"."status" IN ('OPEN', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "tfg_defenses_court_idx" ON "tfg_defenses" USING btree ("court_id");--> statement-breakpoint
CREATE INDEX "tfg_defenses_start_idx" ON "tfg_defenses" USING btree ("start");--> statement-breakpoint
CREATE UNIQUE INDEX "tfg_time_spans_start_key" ON "tfg_time_spans" USING btree ("court_id","start");