CREATE TYPE "public"."registry_numbering" AS ENUM('SERIES', 'PAPER', 'LEGACY');--> statement-breakpoint
CREATE TABLE "registry_counters" (
	"year" integer NOT NULL,
	"type" "registry_type" NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "registry_counters_year_type_pk" PRIMARY KEY("year","type")
);
--> statement-breakpoint
ALTER TABLE "registry_entries" ADD COLUMN "numbering" "registry_numbering";--> statement-breakpoint
CREATE UNIQUE INDEX "registry_entries_code_key" ON "registry_entries" USING btree ("code") WHERE "registry_entries"."numbering" is not null;--> statement-breakpoint
CREATE INDEX "registry_entries_code_idx" ON "registry_entries" USING btree ("code");