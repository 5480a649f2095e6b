import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, courseMembers, memberRoleEnum } from "@/db/schema";
import { activeMembershipYear } from "@/lib/academic-year/memberships";
import { msg } from "@/lib/i18n/message";
import { z } from "@/lib/validation/z";
import { oneOf, optional, required, text } from "../cells";
import { defineKind, mapRows, type ImportOptions } from "../kind-spec";
import { lookup, lookupCourses, lookupUsers } from "../lookup";
import { upsertBatched } from "../upsert";

const schema = z.object({
  courseExternalId: required("courseExternalId"),
  userExternalId: required("userExternalId"),
  memberRole: oneOf("memberRole", "imports.cells.memberRole", memberRoleEnum.enumValues),
  /** The academic year's externalId; the active year when the column or the cell is blank. */
  academicYear: optional(text),
});

export type CourseMemberRow = z.output<typeof schema>;

type Member = { courseId: number; userId: number; memberRole: string; academicYearId: number | null };
const memberKey = (m: Member) => `${m.courseId}/${m.userId}/${m.memberRole}/${m.academicYearId}`;

/** A year's memberships: those written in it and, for the active year, those from before any year. */
const ofYear = (year: { id: number; active: boolean }): SQL =>
  year.active
    ? or(eq(courseMembers.academicYearId, year.id), isNull(courseMembers.academicYearId))!
    : eq(courseMembers.academicYearId, year.id);

/** The memberships made by processing enrolment requests: the information system's file never replaces them. */
async function enrolmentMemberships(tx: Db, where: SQL) {
  return tx
    .select({
      courseId: courseMembers.courseId,
      userId: courseMembers.userId,
      memberRole: courseMembers.memberRole,
      academicYearId: courseMembers.academicYearId,
    })
    .from(courseMembers)
    .where(and(eq(courseMembers.source, "enrolment"), where));
}

/**
 * `--replace <academicYear>`: that year's memberships from the information system that the file does
 * not list end. Those from enrolments stay; the ones the file does not list are counted for the user.
 */
async function replaceYear(tx: Db, year: { id: number; active: boolean }, listed: Member[]): Promise<string[]> {
  const keys = new Set(listed.map(memberKey));
  const unlisted = (rows: Member[]) => rows.filter((m) => !keys.has(memberKey({ ...m, academicYearId: year.id })));
  const current = await tx
    .select({
      id: courseMembers.id,
      courseId: courseMembers.courseId,
      userId: courseMembers.userId,
      memberRole: courseMembers.memberRole,
      academicYearId: courseMembers.academicYearId,
    })
    .from(courseMembers)
    .where(and(eq(courseMembers.source, "sis"), ofYear(year)));
  const ended = unlisted(current).map((m) => (m as (typeof current)[number]).id);
  for (let i = 0; i < ended.length; i += 5000)
    await tx.delete(courseMembers).where(inArray(courseMembers.id, ended.slice(i, i + 5000)));
  const kept = unlisted(await enrolmentMemberships(tx, ofYear(year))).length;
  return [
    `${ended.length === 1 ? "1 pertenencia terminada" : `${ended.length} pertenencias terminadas`} (del sistema de información, que el fichero no lista)`,
    ...(kept > 0 ? [`${kept} de matrícula sin equivalente en el fichero (se conservan)`] : []),
  ];
}

export const courseMembersKind = defineKind({
  schema,
  writes: [courseMembers],
  trailing: { optional: ["academicYear"], othersIgnored: true },
  key: (row) =>
    `courseExternalId "${row.courseExternalId}", userExternalId "${row.userExternalId}", memberRole "${row.memberRole}", academicYear "${row.academicYear ?? ""}"`,
  prepare: async (tx, rows, options: ImportOptions) => {
    const courseIds = await lookupCourses(tx, rows, (row) => row.courseExternalId);
    const userIds = await lookupUsers(tx, rows, (row) => row.userExternalId);
    const named = [...rows.flatMap((row) => (row.academicYear ? [row.academicYear] : [])), options.replace ?? ""];
    const yearIds = await lookup(tx, academicYears, academicYears.externalId, "imports.unknown.academicYear", named);
    const active = await activeMembershipYear(tx);
    const { values, errors } = mapRows(rows, (row, problems) => ({
      courseId: courseIds.id(row.courseExternalId, problems),
      userId: userIds.id(row.userExternalId, problems),
      memberRole: row.memberRole,
      academicYearId: row.academicYear ? yearIds.id(row.academicYear, problems) : active,
      source: "sis" as const,
      enrollmentRequestId: null,
    }));
    const replaced = options.replace ? yearIds.id(options.replace, []) : undefined;
    if (replaced === 0) {
      const unknown = msg("imports.unknown.replacedYear", { key: options.replace!, option: "--replace" });
      errors.push({ index: 0, reason: unknown });
    }
    return {
      errors,
      write: async () => {
        // A membership an enrolment already made stays the enrolment's: importing the year's export changes nothing.
        const years = [...new Set(values.flatMap((v) => (v.academicYearId === null ? [] : [v.academicYearId])))];
        const held = new Set(
          (
            await enrolmentMemberships(
              tx,
              or(isNull(courseMembers.academicYearId), inArray(courseMembers.academicYearId, years))!,
            )
          ).map((m) => memberKey({ ...m, academicYearId: m.academicYearId ?? active })),
        );
        const fromFile = values.filter((v) => !held.has(memberKey(v)));
        await upsertBatched(tx, courseMembers, fromFile, ["courseId", "userId", "memberRole", "academicYearId"]);
        if (replaced === undefined) return;
        const [year] = await tx
          .select({ id: academicYears.id, active: academicYears.active })
          .from(academicYears)
          .where(eq(academicYears.id, replaced));
        return replaceYear(
          tx,
          year!,
          values.filter((v) => v.academicYearId === replaced),
        );
      },
    };
  },
});
