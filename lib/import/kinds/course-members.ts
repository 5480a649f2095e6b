import { courseMembers, courses, memberRoleEnum, users } from "@/db/schema";
import { z } from "@/lib/validation/z";
import { oneOf, required } from "../cells";
import { defineKind, mapRows } from "../kind-spec";
import { lookup } from "../lookup";
import { upsertBatched } from "../upsert";

const schema = z.object({
  courseExternalId: required("courseExternalId"),
  userExternalId: required("userExternalId"),
  memberRole: oneOf("memberRole", "rol en la asignatura", memberRoleEnum.enumValues),
});

export type CourseMemberRow = z.output<typeof schema>;

export const courseMembersKind = defineKind({
  schema,
  key: (row) =>
    `courseExternalId "${row.courseExternalId}", userExternalId "${row.userExternalId}", memberRole "${row.memberRole}"`,
  prepare: async (tx, rows) => {
    const courseIds = await lookup(tx, courses, courses.externalId, "asignatura", rows.map((row) => row.courseExternalId));
    const userIds = await lookup(tx, users, users.externalId, "usuario", rows.map((row) => row.userExternalId));
    const { values, errors } = mapRows(rows, (row, problems) => ({
      courseId: courseIds.id(row.courseExternalId, problems),
      userId: userIds.id(row.userExternalId, problems),
      memberRole: row.memberRole,
    }));
    return { errors, write: () => upsertBatched(tx, courseMembers, values, ["courseId", "userId", "memberRole"]) };
  },
});
