-- The current files of requests and registry entries become their first recorded versions (the
-- uploader of a request's file from its latest history row of that kind, else its creator).
INSERT INTO "instance_file_versions" ("instance_id", "kind", "file_id", "file_name", "uploaded_by", "uploaded_at")
SELECT i."id", v."kind"::"instance_file_kind", v."file_id", coalesce(v."file_name", f."original_name"),
  coalesce((SELECT h."changed_by" FROM "instance_history" h
            WHERE h."instance_id" = i."id" AND h."action"::text = v."kind" || '_FILE'
            ORDER BY h."changed_at" DESC, h."id" DESC LIMIT 1), i."created_by"),
  f."created_at"
FROM "instances" i
CROSS JOIN LATERAL (VALUES ('STUDENT', i."student_file_id", i."student_file_name"),
                           ('RESPONSE', i."response_file_id", i."response_file_name")) AS v("kind", "file_id", "file_name")
JOIN "stored_files" f ON f."id" = v."file_id";
--> statement-breakpoint
INSERT INTO "registry_entry_files" ("entry_id", "file_id", "filename", "uploaded_by", "uploaded_at")
SELECT e."id", e."file_id", coalesce(e."filename", f."original_name"), e."created_by", f."created_at"
FROM "registry_entries" e JOIN "stored_files" f ON f."id" = e."file_id";
