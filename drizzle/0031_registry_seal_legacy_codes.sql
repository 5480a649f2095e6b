-- Puts the entries stored before codes were unique (numbering null, left out of the partial unique index
-- registry_entries_code_key by 0027) under that index, as LEGACY: each one whose code no other entry has,
-- and, of a code several entries repeat, the one given it first (created_at, then id) unless a numbered
-- entry already holds it. No code is changed: the later holders of a repeated code stay outside the index
-- with their codes as issued, shown as repeated in the book, listed by `npm run portal -- registry duplicates`
-- and announced at every start until the secretariat corrects them. On an empty book this changes nothing.
UPDATE "registry_entries" AS "entry" SET "numbering" = 'LEGACY'
WHERE "entry"."numbering" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "registry_entries" AS "other"
    WHERE "other"."code" = "entry"."code" AND "other"."id" <> "entry"."id"
      AND ("other"."numbering" IS NOT NULL
        OR ("other"."created_at", "other"."id") < ("entry"."created_at", "entry"."id"))
  );
