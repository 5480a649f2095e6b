import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courseMembers, memberRoleEnum } from "@/db/schema";
import { z } from "@/lib/validation/z";
import { oneOf, required } from "../cells";
import { defineKind, mapRows } from "../kind-spec";
import { lookupCourses, lookupUsers } from "../lookup";
import { upsertBatched } from "../upsert";

const schema = z.object({
  courseExternalId: required("courseExternalId"),
  userExternalId: required("userExternalId"),
  memberRole: oneOf("memberRole", "rol en la asignatura", memberRoleEnum.enumValues),
});

export type CourseMemberRow = z.output<typeof schema>;

const intArray = (ids: number[]) => `{${ids.join(",")}}`;

/**
 * The file is authoritative for the courses it names: their members are exactly the file's rows, so
 * next year's file ends last year's memberships (and the scope over those students). Courses the
 * file does not name keep their members. The lists travel as array literals: one parameter each.
 */
async function endUnlistedMemberships(tx: Db, values: { courseId: number; userId: number; memberRole: string }[]) {
  if (values.length === 0) return;
  const named = [...new Set(values.map((v) => v.courseId))];
  await tx.delete(courseMembers).where(sql`${courseMembers.courseId} = any(${intArray(named)}::int[])
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
    const { values, errors } = mapRows(rows, (row, problems) => ({
      courseId: courseIds.id(row.courseExternalId, problems),
      userId: userIds.id(row.userExternalId, problems),
      memberRole: row.memberRole,
    }));
    return {
      errors,
      write: async () => {
        await upsertBatched(tx, courseMembers, values, ["courseId", "userId", "memberRole"]);
        await endUnlistedMemberships(tx, values);
      },
    };
  },
});
