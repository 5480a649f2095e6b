import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, exams } from "@/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import {
  EXTRAORDINARY_PAST_DATE,
  EXTRAORDINARY_PAST_EXAM,
  extraordinaryCreatedMessage,
  type ExtraordinaryBody,
} from "./schemas";

/**
 * An extraordinary exam: a copy of the chosen exam (course, term, duration, modality, venue) with
 * its own option and date, hidden from the students' offer; support books it with an
 * out-of-deadline request. Refused with 400 when the option is empty or either date has passed.
 */
export async function createExtraordinaryExam(
  db: Db,
  user: SessionUser,
  id: number,
  body: ExtraordinaryBody,
  locale: Locale,
) {
  if (body.examId !== id) throw new ValidationError(msg("exams.errors.bodyIdMismatch"));
  const [found] = await db
    .select({ source: exams, courseName: courses.name })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(eq(exams.id, id));
  if (!found) throw new NotFoundError(msg("exams.errors.examNotFound"));
  const { source, courseName } = found;
  const now = Date.now();
  if (source.startsAt.getTime() < now)
    throw new ValidationError(EXTRAORDINARY_PAST_EXAM, { examId: [translate(locale, EXTRAORDINARY_PAST_EXAM)] });
  const date = new Date(body.date);
  // The form offers the current minute by default: a date within the last minute is "now", not past.
  if (date.getTime() < now - 60_000)
    throw new ValidationError(EXTRAORDINARY_PAST_DATE, { date: [translate(locale, EXTRAORDINARY_PAST_DATE)] });
  const [created] = await db
    .insert(exams)
    .values({
      courseId: source.courseId,
      termId: source.termId,
      option: body.option,
      startsAt: date,
      durationMinutes: source.durationMinutes,
      visible: false,
      online: source.online,
      defaultHeadquarter: source.defaultHeadquarter,
      extraordinaryOf: source.id,
    })
    .onConflictDoNothing()
    .returning({ id: exams.id });
  if (!created) throw new ConflictError(msg("exams.errors.optionTaken", { option: body.option }));
  return {
    id: created.id,
    message: translate(locale, extraordinaryCreatedMessage({ courseName, option: body.option })),
  };
}
