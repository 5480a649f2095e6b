ALTER TYPE "public"."outbox_status" ADD VALUE 'SENDING';--> statement-breakpoint
ALTER TYPE "public"."outbox_status" ADD VALUE 'HELD';--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claim_token" text;