import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, enrollmentRequestCourses, enrollmentRequests, enrollmentTerms, users } from "@/db/schema";
import { yearByExternalId } from "@/lib/academic-year/open";
import { csvRow } from "@/lib/csv-export";
import { DEBTOR_FIELDS } from "../debtors/schemas";

/**
 * The columns of `export enrolments`: first those `import course-members` reads, then what the
 * information system needs to bill and register the enrolment (the student's DNI, the call, the
 * dedication and who pays). The import ignores the columns after `academicYear`.
 */
export const ENROLMENT_EXPORT_COLUMNS = [
  "courseExternalId",
  "userExternalId",
  "memberRole",
  "academicYear",
  "dni",
  "enrollmentTerm",
  "enrollmentType",
  "timeOption",
  "paymentOption",
  "debtDocType",
  ...DEBTOR_FIELDS,
] as const;

/**
 * The processed enrolment requests of an academic year as a CSV: one row per student and course (a
 * course in two of the student's requests, the first one's), in the order of student and course; a file
 * for the university's systems, so in Spanish whoever asks for it.
 */
export async function enrolmentsCsv(db: Db, academicYear: string): Promise<string> {
  const year = await yearByExternalId(db, academicYear);
  const rows = await db
    .selectDistinctOn([users.externalId, courses.externalId], {
      courseExternalId: courses.externalId,
      userExternalId: users.externalId,
      memberRole: sql<string>`'STUDENT'`,
      academicYear: sql<string>`${year.externalId}`,
      dni: users.dni,
      enrollmentTerm: enrollmentTerms.name,
      enrollmentType: enrollmentRequests.enrollmentType,
      timeOption: enrollmentRequests.timeOption,
      paymentOption: enrollmentRequests.paymentOption,
      debtDocType: enrollmentRequests.debtDocType,
      ...Object.fromEntries(DEBTOR_FIELDS.map((field) => [field, enrollmentRequests[field]])),
    })
    .from(enrollmentRequests)
    .innerJoin(users, eq(users.id, enrollmentRequests.userId))
    .innerJoin(enrollmentRequestCourses, eq(enrollmentRequestCourses.requestId, enrollmentRequests.id))
    .innerJoin(courses, eq(courses.id, enrollmentRequestCourses.courseId))
    .leftJoin(enrollmentTerms, eq(enrollmentTerms.id, enrollmentRequests.enrollmentTermId))
    .where(and(eq(enrollmentRequests.termId, year.externalId), eq(enrollmentRequests.isProcessed, true)))
    .orderBy(asc(users.externalId), asc(courses.externalId), asc(enrollmentRequests.created));
  const records = rows.map((row) =>
    csvRow(
      ENROLMENT_EXPORT_COLUMNS.map((column) => (row as Record<string, unknown>)[column]),
      "es",
    ),
  );
  return [csvRow(ENROLMENT_EXPORT_COLUMNS, "es"), ...records].join("");
}
