-- Capacities written before they had a year belong to the active year when this runs, or to the latest
-- year when none is active. With no year at all no request could have counted a seat on them (a request
-- names its year), and a capacity must belong to a year: they go, and the admin uploads them again.
UPDATE "enrollment_courses" SET "academic_year_id" = (
  SELECT "id" FROM "academic_years" ORDER BY "active" DESC, "name" DESC, "id" DESC LIMIT 1
) WHERE "academic_year_id" IS NULL;--> statement-breakpoint
DELETE FROM "enrollment_courses" WHERE "academic_year_id" IS NULL;
