import type { StudentCourse } from "@/components/exams/requests/student-exams";
import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import type { Locale } from "@/lib/i18n/locales";
import { currentToken, feedUrl } from "@/lib/calendar/token";
import { env } from "@/lib/config";
import { enrollmentsOf } from "@/lib/exams/courses/queries";
import { examsByCourse } from "@/lib/exams/exams/queries";
import { dayLoadWarnings } from "@/lib/exams/requests/day-load";
import { choicesOf, listRequests } from "@/lib/exams/requests/queries";
import type { RequestListQuery } from "@/lib/exams/requests/schemas";
import { vouchersOf } from "@/lib/exams/voucher/queries";
import { listWaitlist } from "@/lib/exams/waitlist/queries";

/**
 * What the student's exam page shows: each course they are enrolled in with its offered exams, their
 * choice and their waiting-list entry; the day-load warnings; the page of 'Tus peticiones'; the
 * vouchers of their booked exams; the calendar link. A fixed number of statements however many courses: every read spans all of them.
 */
export async function loadStudentView(db: Db, user: SessionUser, requestQuery: RequestListQuery, locale: Locale) {
  const [courses, exams, choices, requests, waiting, token, vouchers] = await Promise.all([
    enrollmentsOf(db, user, user.externalId),
    examsByCourse(db, user),
    choicesOf(db, user),
    listRequests(db, user, requestQuery),
    listWaitlist(db, user),
    currentToken(db, user.id),
    vouchersOf(db, user),
  ]);
  const withExams: StudentCourse[] = courses.map((c) => ({
    ...c,
    exams: exams.get(c.courseId) ?? [],
    choice: choices.find((r) => r.courseId === c.courseId) ?? null,
    waiting: waiting.find((w) => w.courseId === c.courseId) ?? null,
  }));
  return {
    courses: withExams,
    dayWarnings: dayLoadWarnings(
      withExams.flatMap((c) => c.exams),
      choices,
      env("EXAMS_DAY_WARNING"),
      locale,
    ),
    requests,
    vouchers,
    feed: feedUrl(token),
  };
}
