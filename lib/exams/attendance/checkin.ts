import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { examAttendance, examRequests, examVenues, users } from "@/db/schema";
import { ConflictError, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { translate, translator } from "@/lib/i18n/translate";
import { dayRange, formatDate, formatTime, zonedToday } from "@/lib/dates";
import { SCAN_CLOCK_SKEW_MS, type CheckinAnswer, type CheckinBody } from "./schemas";
import { listName, staffExam, venueNamed } from "./staff-exam";

/**
 * When the arrival happened: the scan's own time (queued offline) or the database's clock. It must fall
 * on the exam's day in the portal's zone, and a scan's time may run ahead of the clock by a minute at most.
 */
function arrivalTime(body: CheckinBody, exam: { startsAt: Date; nowMs: number }, locale: Locale): Date {
  const scanned = body.scannedAt ? new Date(body.scannedAt) : null;
  if (scanned && scanned.getTime() > exam.nowMs + SCAN_CLOCK_SKEW_MS)
    throw new ValidationError(msg("exams.errors.scanInFuture"), {
      scannedAt: [translate(locale, msg("exams.errors.scanInFuture"))],
    });
  const arrival = scanned ?? new Date(exam.nowMs);
  const day = dayRange(zonedToday(exam.startsAt));
  if (arrival < day.start || arrival >= day.end)
    throw new ConflictError(msg("exams.errors.notExamDay", { date: formatDate(exam.startsAt, locale) }));
  return arrival;
}

/** The exam's booking the code or the DNI names: a code of another exam, or replaced by a change of venue, names none. */
async function bookingOf(db: Db, examId: number, body: CheckinBody) {
  const [booking] = await db
    .select({
      id: examRequests.id,
      venueId: examRequests.venueId,
      venueName: examVenues.name,
      name: listName(users),
      userId: users.externalId,
    })
    .from(examRequests)
    .innerJoin(users, eq(users.id, examRequests.userId))
    .innerJoin(examVenues, eq(examVenues.id, examRequests.venueId))
    .where(
      and(
        eq(examRequests.examId, examId),
        body.code !== undefined ? eq(examRequests.bookingCode, body.code) : eq(users.dni, body.dni!),
      ),
    );
  return booking;
}

/**
 * 'Control de acceso': one scan at the door of a venue. The first scan of a booking records the arrival
 * ('Admitido'); any later one, at this door or another, finds the row the unique key kept ('Ya registrado
 * a las HH:MM'), so racing doors count one arrival. A booking at another venue, or none, records nothing.
 */
export async function checkIn(db: Db, viewer: SessionUser, body: CheckinBody, locale: Locale): Promise<CheckinAnswer> {
  const t = translator(locale, "exams");
  const exam = await staffExam(db, viewer, body.examId);
  await venueNamed(db, body.venueId);
  const arrival = arrivalTime(body, exam, locale);
  const booking = await bookingOf(db, exam.id, body);
  if (!booking) return { result: t("checkin.none"), name: null, userId: null, arrivedAt: null };
  const student = { name: booking.name, userId: booking.userId };
  if (booking.venueId !== body.venueId)
    return {
      result: t("checkin.otherVenue", { venue: booking.venueName }),
      ...student,
      arrivedAt: null,
    };

  const [recorded] = await db
    .insert(examAttendance)
    .values({ requestId: booking.id, arrivedAt: arrival, recordedBy: viewer.id })
    .onConflictDoNothing({ target: examAttendance.requestId })
    .returning({ arrivedAt: examAttendance.arrivedAt });
  if (recorded) return { result: t("checkin.admitted"), ...student, arrivedAt: recorded.arrivedAt.toISOString() };
  const [earlier] = await db
    .select({ arrivedAt: examAttendance.arrivedAt })
    .from(examAttendance)
    .where(eq(examAttendance.requestId, booking.id));
  const at = earlier!.arrivedAt;
  return {
    result: t("checkin.already", { time: formatTime(at) }),
    ...student,
    arrivedAt: at.toISOString(),
  };
}
