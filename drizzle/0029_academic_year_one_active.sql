-- The next migration allows one active academic year at most. The import already kept it so; should an
-- older database hold several, the one created last stays active.
UPDATE "academic_years" SET "active" = false
WHERE "active" AND "id" <> (SELECT max("id") FROM "academic_years" WHERE "active");
