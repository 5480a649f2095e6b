import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, courses, enrollmentCourses, enrollmentRequestCourses } from "@/db/schema";
import { ConflictError, ValidationError } from "@/lib/api/errors";
import type { UploadedFile } from "@/lib/files/upload";
import { activeMembershipYear } from "@/lib/academic-year/memberships";
import { booleanCell, decimal, integer, optional, refuse, required, text } from "@/lib/import/cells";
import { importCsvOf } from "@/lib/import/import-file";
import { defineKind, mapRows } from "@/lib/import/kind-spec";
import { lookup, lookupCourses } from "@/lib/import/lookup";
import { upsertBatched } from "@/lib/import/upsert";
import { z } from "@/lib/validation/z";
import type { Locale } from "@/lib/i18n/locales";
import { msg, type Msg } from "@/lib/i18n/message";
import { enrollmentRequestYear } from "./year";

const schema = z
  .object({
    courseId: required("courseId"),
    credits: decimal("credits", 0, 999.99),
    available: booleanCell("available"),
    enrollments: integer("enrollments", 0, 100_000),
    maxEnrollments: integer("maxEnrollments", 0, 100_000),
    /** The academic year's externalId; the active year when the column or the cell is blank. */
    academicYear: optional(text),
  })
  .superRefine(({ enrollments, maxEnrollments }, ctx) => {
    if (enrollments > maxEnrollments) {
      const counts = { enrollments: String(enrollments), max: String(maxEnrollments) };
      refuse(ctx, msg("imports.rows.enrollmentsOverMax", counts));
    }
  });

/** Enrolment capacity of the portal's courses in an academic year, by the course's externalId (`courseId`). */
export const enrollmentCoursesKind = defineKind({
  schema,
  trailing: { optional: ["academicYear"] },
  writes: [enrollmentCourses],
  key: (row) => `courseId "${row.courseId}", academicYear "${row.academicYear ?? ""}"`,
  prepare: async (tx, rows) => {
    const courseIds = await lookupCourses(tx, rows, (row) => row.courseId);
    const named = rows.flatMap((row) => (row.academicYear ? [row.academicYear] : []));
    const yearIds = await lookup(tx, academicYears, academicYears.externalId, "imports.unknown.academicYear", named);
    const active = await activeMembershipYear(tx);
    const yearOf = (externalId: string | null, problems: Msg[]) => {
      if (externalId) return yearIds.id(externalId, problems);
      if (active === null) problems.push(msg("imports.rows.noActiveYear"));
      return active ?? 0;
    };
    const { values, errors } = mapRows(rows, ({ courseId, academicYear, ...row }, problems) => ({
      ...row,
      academicYearId: yearOf(academicYear, problems),
      courseId: courseIds.id(courseId, problems),
    }));
    return { errors, write: () => upsertBatched(tx, enrollmentCourses, values, ["academicYearId", "courseId"]) };
  },
});

/**
 * The admin's capacity upload: every row checked (format, unknown courses, duplicates) and written only if all are
 * right; the refused lines are said in the uploader's `locale`.
 */
export async function importCourseCapacity(db: Db, file: UploadedFile, locale: Locale): Promise<{ rows: number }> {
  const result = await importCsvOf(db, enrollmentCoursesKind, new TextDecoder().decode(file.bytes), { locale });
  if (!result.ok) throw new ValidationError(msg("enrollments.errors.csvRejected"), { file: result.errors });
  return { rows: result.rows };
}

async function requestCourses(db: Db, requestId: number) {
  return (
    db
      .select({ courseId: enrollmentRequestCourses.courseId, externalId: courses.externalId, name: courses.name })
      .from(enrollmentRequestCourses)
      .innerJoin(courses, eq(courses.id, enrollmentRequestCourses.courseId))
      .where(eq(enrollmentRequestCourses.requestId, requestId))
      // One lock order for every transaction, so two processings never wait on each other in a cycle.
      .orderBy(asc(enrollmentRequestCourses.courseId))
  );
}

/** A course's capacity row in the request's year (lib/enrollments/courses/year.ts). */
const capacityOf = (yearId: number, courseId: number) =>
  and(eq(enrollmentCourses.academicYearId, yearId), eq(enrollmentCourses.courseId, courseId));

/**
 * Adds one enrolment to each course of the request, in its year's capacities. Each count goes up only
 * while under its limit (a conditional UPDATE), so a full course is a 409 naming it and the transaction
 * leaves everything as it was.
 */
export async function takeSeats(db: Db, requestId: number) {
  const yearId = await enrollmentRequestYear(db, requestId);
  for (const course of await requestCourses(db, requestId)) {
    const [counted] = await db
      .update(enrollmentCourses)
      .set({ enrollments: sql`${enrollmentCourses.enrollments} + 1` })
      .where(
        and(capacityOf(yearId, course.courseId), lt(enrollmentCourses.enrollments, enrollmentCourses.maxEnrollments)),
      )
      .returning({ courseId: enrollmentCourses.courseId });
    if (!counted)
      throw new ConflictError(msg("enrollments.errors.courseFull", { name: course.name, id: course.externalId }));
  }
}

/** Takes the request's enrolments off its courses again, in its year's capacities (never below zero). */
export async function releaseSeats(db: Db, requestId: number) {
  const yearId = await enrollmentRequestYear(db, requestId);
  for (const course of await requestCourses(db, requestId)) {
    await db
      .update(enrollmentCourses)
      .set({ enrollments: sql`${enrollmentCourses.enrollments} - 1` })
      .where(and(capacityOf(yearId, course.courseId), gt(enrollmentCourses.enrollments, 0)));
  }
}
