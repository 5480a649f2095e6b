import { eq } from "drizzle-orm";
import { courses, examRequests, examVenues, exams } from "@/db/schema";
import type { CalendarEventProvider } from "@/lib/calendar/events";

/** A student's exam choices, one event per request; the UID names the student and course (one choice each), so a changed choice replaces its event. */
export const examChoicesProvider: CalendarEventProvider = {
  roles: ["ROLE_STUDENT"],
  events: async (db, user) => {
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
      summary: `Examen ${r.option}: ${r.courseName}`,
      description: `Asignatura: ${r.courseId} - ${r.courseName}\nOpción: ${r.option}\nSede: ${r.venue}\nDuración: ${r.duration} minutos`,
      location: r.venue,
    }));
  },
};
