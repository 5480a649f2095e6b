-- Memberships written before memberships had a year belong to the year active when this runs; with no
-- active year they stay without one, and so belong to whichever year becomes active.
UPDATE "course_members" SET "academic_year_id" = (SELECT "id" FROM "academic_years" WHERE "active")
WHERE "academic_year_id" IS NULL;
