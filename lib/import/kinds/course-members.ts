import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courseMembers, memberRoleEnum } from "@/db/schema";
import { z } from "@/lib/validation/z";
import { oneOf, required } from "../cells";
import { defineKind, mapRows } from "../kind-spec";
import { lookupCourses, lookupUsers } from "../lookup";
import { upsertBatched } from "../upsert";
import { activeMembershipYear } from "@/lib/academic-year/memberships";

const schema = z.object({
  courseExternalId: required("courseExternalId"),
  userExternalId: required("userExternalId"),
  memberRole: oneOf("memberRole", "rol en la asignatura", memberRoleEnum.enumValues),
});

export type CourseMemberRow = z.output<typeof schema>;

const intArray = (ids: number[]) => `{${ids.join(",")}}`;

/**
 * The file is authoritative for the courses it names in the active year: their members from the
 * information system are exactly the file's rows. Courses the file does not name, other years and
 * memberships from enrolments are kept. The lists travel as array literals: one parameter each.
 */
async function endUnlistedMemberships(
  tx: Db,
  year: number | null,
  values: { courseId: number; userId: number; memberRole: string }[],
) {
  if (values.length === 0) return;
  const named = [...new Set(values.map((v) => v.courseId))];
  await tx.delete(courseMembers).where(sql`${courseMembers.courseId} = any(${intArray(named)}::int[])
    and ${courseMembers.source} = 'sis' and ${courseMembers.academicYearId} is not distinct from ${year}::int
    and not exists (
      select 1 from unnest(${intArray(values.map((v) => v.courseId))}::int[], ${intArray(values.map((v) => v.userId))}::int[],
        ${`{${values.map((v) => v.memberRole).join(",")}}`}::text[]) as listed(course_id, user_id, member_role)
      where listed.course_id = ${courseMembers.courseId} and listed.user_id = ${courseMembers.userId}
        and listed.member_role = ${courseMembers.memberRole}::text)`);
}

export const courseMembersKind = defineKind({
  schema,
  key: (row) =>
    `courseExternalId "${row.courseExternalId}", userExternalId "${row.userExternalId}", memberRole "${row.memberRole}"`,
  prepare: async (tx, rows) => {
    const courseIds = await lookupCourses(tx, rows, (row) => row.courseExternalId);
    const userIds = await lookupUsers(tx, rows, (row) => row.userExternalId);
    const academicYearId = await activeMembershipYear(tx);
    const { values, errors } = mapRows(rows, (row, problems) => ({
      courseId: courseIds.id(row.courseExternalId, problems),
      userId: userIds.id(row.userExternalId, problems),
      memberRole: row.memberRole,
      academicYearId,
      source: "sis" as const,
      enrollmentRequestId: null,
    }));
    return {
      errors,
      write: async () => {
        await upsertBatched(tx, courseMembers, values, ["courseId", "userId", "memberRole", "academicYearId"]);
        await endUnlistedMemberships(tx, academicYearId, values);
      },
    };
  },
});
