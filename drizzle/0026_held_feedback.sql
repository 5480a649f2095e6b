CREATE TYPE "public"."held_feedback_reason" AS ENUM('honeypot', 'daily-limit');--> statement-breakpoint
CREATE TABLE "held_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" "held_feedback_reason" NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "held_feedback_received_idx" ON "held_feedback" USING btree ("received_at");