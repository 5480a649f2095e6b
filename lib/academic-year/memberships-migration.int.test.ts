import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseMembers } from "@/db/schema";
import { rowsOf } from "@/lib/sql-rows";
import { databaseBefore, type DatabaseBefore } from "@/lib/testing/migration-cut";

let before: DatabaseBefore;
beforeAll(async () => {
  before = await databaseBefore("course_members_per_year");
}, 120_000);
afterAll(() => before?.close());

describe("the migration that gives course memberships an academic year", () => {
  it("keeps every existing member, in the active year, from the information system", { timeout: 120_000 }, async () => {
    const { db } = before;
    // Raw SQL: the database before the migration has no year, source or request on a membership.
    const [active] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into academic_years (external_id, name, active) values
        ('2024-2025', '2024-2025', false), ('2025-2026', '2025-2026', true) returning id, active`),
    ).slice(1);
    await db.execute(sql`insert into degrees (external_id, name) values ('GHIS', 'Grado en Historia')`);
    await db.execute(sql`insert into courses (external_id, name, degree_id)
      select 'HANT', 'Historia Antigua', id from degrees where external_id = 'GHIS'`);
    await db.execute(sql`insert into users (external_id, dni, id_type, given_name, family_name, role) values
      ('alu1', '12345678Z', 'DNI', 'Lucía', 'García', 'ROLE_STUDENT'),
      ('pdi1', '87654321X', 'DNI', 'Andrés', 'Núñez', 'ROLE_INSTRUCTOR')`);
    await db.execute(sql`insert into course_members (course_id, user_id, member_role)
      select c.id, u.id, case u.role when 'ROLE_STUDENT' then 'STUDENT'::member_role else 'INSTRUCTOR'::member_role end
      from courses c, users u where c.external_id = 'HANT'`);

    await before.migrate();
    const members = await db
      .select({
        role: courseMembers.memberRole,
        year: courseMembers.academicYearId,
        source: courseMembers.source,
        request: courseMembers.enrollmentRequestId,
      })
      .from(courseMembers)
      .orderBy(asc(courseMembers.memberRole));
    expect(members).toEqual([
      { role: "STUDENT", year: active!.id, source: "sis", request: null },
      { role: "INSTRUCTOR", year: active!.id, source: "sis", request: null },
    ]);
  });
});
