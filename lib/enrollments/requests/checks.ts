import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears } from "@/db/schema";
import { ValidationError } from "@/lib/api/errors";
import { msg, type Msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import type { SessionUser } from "@/lib/auth/session-store";
import { degreeEnrollmentCourses, listDegrees } from "../courses/queries";
import { enrollmentTermYear } from "../courses/year";
import { openTermType } from "../terms/queries";
import type { EnrollmentRequestBody } from "./schemas";

const TERM_CLOSED = msg("enrollments.errors.termClosed");
const OTHER_TYPE = msg("enrollments.errors.otherType");
const OTHER_DEGREE = msg("enrollments.errors.otherDegree");
const NO_ACADEMIC_TERM = msg("enrollments.errors.noAcademicTerm");
const OTHER_ACADEMIC_TERM = msg("enrollments.errors.otherAcademicTerm");

/** A 400 on `field`; its per-field message is said here in `locale` (the answer's `errors` take no catalogue keys). */
const invalid = (field: string, message: Msg, locale: Locale) =>
  new ValidationError(message, { [field]: [translate(locale, message)] });

/** The request's term is open now and of the request's type. */
export async function checkTerm(db: Db, body: EnrollmentRequestBody, locale: Locale) {
  const type = await openTermType(db, body.enrollmentTermId);
  if (!type) throw invalid("enrollmentTermId", TERM_CLOSED, locale);
  if (type !== body.enrollmentType) throw invalid("enrollmentTermId", OTHER_TYPE, locale);
}

/**
 * The courses' ids, checking that the degree is the student's, the academic term is the year of the request's
 * enrolment term, and every course is one of the degree's enrolment courses in that year (after `checkTerm`).
 */
export async function checkStudies(
  db: Db,
  student: SessionUser,
  body: EnrollmentRequestBody,
  locale: Locale,
): Promise<number[]> {
  const degrees = await listDegrees(db, student);
  if (!degrees.some((d) => d.externalId === body.grade)) throw invalid("grade", OTHER_DEGREE, locale);
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(eq(academicYears.externalId, body.termId));
  if (!year) throw invalid("termId", NO_ACADEMIC_TERM, locale);
  const wanted = [...new Set(body.courses)];
  const yearId = await enrollmentTermYear(db, body.enrollmentTermId);
  if (year.id !== yearId) throw invalid("termId", OTHER_ACADEMIC_TERM, locale);
  const found = await degreeEnrollmentCourses(db, yearId, body.grade, wanted);
  const outside = wanted.filter((id) => !found.has(id));
  if (outside.length > 0)
    throw invalid("courses", msg("enrollments.errors.outsideDegree", { courses: outside.join(", ") }), locale);
  const closed = wanted.map((id) => found.get(id)!).filter((course) => !course.available);
  if (closed.length > 0) {
    const names = closed.map((course) => `«${course.name}»`).join(", ");
    throw invalid("courses", msg("enrollments.errors.coursesClosed", { count: closed.length, names }), locale);
  }
  return wanted.map((id) => found.get(id)!.id);
}
