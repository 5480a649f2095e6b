import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import {
  academicYears,
  courseMembers,
  courses,
  degrees,
  enrollmentRequestCourses,
  enrollmentRequests,
  examRequests,
  exams,
  examTerms,
  grades,
  tfgRequests,
} from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import { msg, type Msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import { yearMembers } from "@/lib/academic-year/memberships";

/**
 * 'Tramitar': the student becomes a member of each requested course in the request's academic year
 * (its `termId` is the year's externalId). A membership the student already has for that course and
 * year (from the information system) is kept as it is, so processing twice changes nothing.
 */
export async function addRequestMemberships(db: Db, requestId: number) {
  await db.execute(sql`insert into ${courseMembers}
      (course_id, user_id, member_role, academic_year_id, source, enrollment_request_id)
    select ${enrollmentRequestCourses.courseId}, ${enrollmentRequests.userId}, 'STUDENT', ${academicYears.id},
      'enrolment', ${enrollmentRequests.id}
    from ${enrollmentRequestCourses}
    join ${enrollmentRequests} on ${enrollmentRequests.id} = ${enrollmentRequestCourses.requestId}
    join ${academicYears} on ${academicYears.externalId} = ${enrollmentRequests.termId}
    where ${enrollmentRequestCourses.requestId} = ${requestId}
      and not exists (select 1 from ${yearMembers(sql`${academicYears.id}`)} held
        where held.course_id = ${enrollmentRequestCourses.courseId} and held.user_id = ${enrollmentRequests.userId}
          and held.member_role = 'STUDENT')
    on conflict do nothing`);
}

// What each of the request's memberships (`mine`, always with a year) holds in its year.
const mine = alias(courseMembers, "mine");
const yearOfMembership = sql`${mine.academicYearId}`;
const examRequested = sql<boolean>`exists (select 1 from ${examRequests}
  join ${exams} on ${exams.id} = ${examRequests.examId} join ${examTerms} on ${examTerms.id} = ${exams.termId}
  where ${examRequests.userId} = ${mine.userId} and ${examRequests.courseId} = ${mine.courseId}
    and coalesce(${examTerms.academicYearId}, ${yearOfMembership}) = ${yearOfMembership})`;
const graded = sql<boolean>`exists (select 1 from ${grades} join ${academicYears} on ${academicYears.id} = ${yearOfMembership}
  where ${grades.userId} = ${mine.userId} and ${grades.courseId} = ${mine.courseId}
    and ${grades.term} in (${academicYears.externalId}, ${academicYears.name}))`;
// A TFG request stands on the student studying its degree: held unless another membership of that
// degree in that year (not this request's) keeps them a student of it.
const tfgRequested = sql<boolean>`exists (select 1 from ${tfgRequests}
  where ${tfgRequests.userId} = ${mine.userId} and ${tfgRequests.degreeId} = ${courses.degreeId}
    and ${tfgRequests.academicYearId} = ${yearOfMembership} and ${tfgRequests.status} in ('OPEN', 'ACCEPTED'))
  and not exists (select 1 from ${yearMembers(yearOfMembership)} other join ${courses} oc on oc.id = other.course_id
    where other.user_id = ${mine.userId} and other.member_role = 'STUDENT' and oc.degree_id = ${courses.degreeId}
      and other.enrollment_request_id is distinct from ${mine.enrollmentRequestId})`;

/** The memberships request `requestId` made. */
const ofRequest = (requestId: number) =>
  and(eq(courseMembers.enrollmentRequestId, requestId), eq(courseMembers.source, "enrolment"));

/** What holds the request's memberships, in words: an exam request, a grade or a TFG request in that year. */
async function holders(db: Db, requestId: number): Promise<Msg[]> {
  const rows = await db
    .select({ course: courses.name, degree: degrees.name, examRequested, graded, tfgRequested })
    .from(mine)
    .innerJoin(courses, eq(courses.id, mine.courseId))
    .innerJoin(degrees, eq(degrees.id, courses.degreeId))
    .where(and(eq(mine.enrollmentRequestId, requestId), eq(mine.source, "enrolment")))
    .orderBy(asc(courses.name));
  const held = rows.flatMap((row) => [
    ...(row.examRequested ? [msg("enrollments.errors.heldExam", { course: row.course })] : []),
    ...(row.graded ? [msg("enrollments.errors.heldGrade", { course: row.course })] : []),
    ...(row.tfgRequested ? [msg("enrollments.errors.heldTfg", { degree: row.degree })] : []),
  ]);
  return [...new Map(held.map((m) => [JSON.stringify(m), m])).values()];
}

/**
 * 'Deshacer': removes the memberships the request made, and only those. A 409 naming what holds them
 * when the student already has an exam request, a grade or a TFG request that depends on one of them.
 */
export async function removeRequestMemberships(db: Db, requestId: number, locale: Locale) {
  // Locked first: an exam choice under way on one of them (lib/exams/requests/choice-exam.ts) commits before
  // the holders are read, and one that comes after waits and finds no membership.
  await db.execute(sql`select 1 from ${courseMembers} where ${ofRequest(requestId)} for update`);
  const held = await holders(db, requestId);
  if (held.length > 0) {
    // A catalogue text takes no other texts as its values: the list is said here, in the requester's language.
    const list = new Intl.ListFormat(locale, { type: "conjunction" }).format(held.map((m) => translate(locale, m)));
    throw new ConflictError(msg("enrollments.errors.unprocessHeld", { held: list }));
  }
  await db.delete(courseMembers).where(ofRequest(requestId));
}
