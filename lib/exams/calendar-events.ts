import { eq } from "drizzle-orm";
import { courses, examRequests, examVenues, exams } from "@/db/schema";
import type { CalendarEventProvider } from "@/lib/calendar/events";
import { defaultLocale } from "@/lib/i18n/offered";
import { translator } from "@/lib/i18n/translate";

/** A student's exam choices, one event per request; the UID names the student and course (one choice each), so a changed choice replaces its event. */
export const examChoicesProvider: CalendarEventProvider = {
  roles: ["ROLE_STUDENT"],
  events: async (db, user, locale = defaultLocale()) => {
    const t = translator(locale, "exams");
    const rows = await db
      .select({
        id: examRequests.id,
        startsAt: examRequests.startsAt,
        endsAt: examRequests.endsAt,
        option: exams.option,
        duration: exams.durationMinutes,
        courseId: courses.externalId,
        courseName: courses.name,
        venue: examVenues.name,
      })
      .from(examRequests)
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .innerJoin(courses, eq(courses.id, examRequests.courseId))
      .innerJoin(examVenues, eq(examVenues.id, examRequests.venueId))
      .where(eq(examRequests.userId, user.id));
    return rows.map((r) => ({
      uid: `exam-choice-${user.id}-${r.courseId}@portal-de-servicios`,
      start: r.startsAt,
      end: r.endsAt,
      summary: t("calendarEvent.summary", { option: r.option, course: r.courseName }),
      description: t("calendarEvent.description", {
        courseId: r.courseId,
        course: r.courseName,
        option: r.option,
        venue: r.venue,
        minutes: r.duration,
      }),
      location: r.venue,
    }));
  },
};
