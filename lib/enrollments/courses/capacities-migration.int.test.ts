import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollmentCourses } from "@/db/schema";
import { rowsOf } from "@/lib/sql-rows";
import { databaseBefore, type DatabaseBefore } from "@/lib/testing/migration-cut";

let before: DatabaseBefore;
beforeAll(async () => {
  before = await databaseBefore("enrollment_courses_per_year");
}, 120_000);
afterAll(() => before?.close());

describe("the migration that gives enrolment capacities an academic year", () => {
  it(
    "keeps every capacity, with its counts, in the active year; a course may then have one per year",
    { timeout: 120_000 },
    async () => {
      const { db } = before;
      // Raw SQL: the database before the migration has no year on a capacity.
      const [past, active] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into academic_years (external_id, name, active) values
        ('2024-2025', '2024-2025', false), ('2025-2026', '2025-2026', true) returning id`),
      );
      await db.execute(sql`insert into degrees (external_id, name) values ('GHIS', 'Grado en Historia')`);
      await db.execute(sql`insert into courses (external_id, name, degree_id)
      select 'HANT', 'Historia Antigua', id from degrees where external_id = 'GHIS'`);
      await db.execute(sql`insert into enrollment_courses (course_id, credits, available, enrollments, max_enrollments)
      select id, 6, true, 12, 40 from courses where external_id = 'HANT'`);

      await before.migrate();
      const rows = await db
        .select({
          year: enrollmentCourses.academicYearId,
          credits: enrollmentCourses.credits,
          enrollments: enrollmentCourses.enrollments,
          maxEnrollments: enrollmentCourses.maxEnrollments,
        })
        .from(enrollmentCourses);
      expect(rows).toEqual([{ year: active!.id, credits: 6, enrollments: 12, maxEnrollments: 40 }]);
      await db.execute(sql`insert into enrollment_courses (academic_year_id, course_id, credits, max_enrollments)
      select ${past!.id}, id, 6, 30 from courses where external_id = 'HANT'`);
      await expect(
        db.execute(sql`insert into enrollment_courses (academic_year_id, course_id, credits, max_enrollments)
        select ${active!.id}, id, 6, 30 from courses where external_id = 'HANT'`),
      ).rejects.toThrow();
    },
  );
});
