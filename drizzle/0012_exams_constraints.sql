-- One student never holds two exams whose times overlap (any course): an exclusion constraint over
-- the request's period. btree_gist lets the user id (equality) share the GiST index with the range;
-- the extension exists on PostgreSQL 15 (contrib) and in PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&);
