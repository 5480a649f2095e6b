import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courseMembers, courses, examTerms, examVenues, exams, users } from "@/db/schema";
import { NotAcceptableError, NotFoundError, ValidationError } from "@/lib/api/errors";
import { venuesOnOffer } from "./queries";
import { OUT_OF_DEADLINE_MESSAGE, type RequestBody } from "./schemas";

export interface ChoiceOptions {
  /** Students choose within the inscription window and among offered exams; support on their behalf skips both. */
  bySupport: boolean;
}

export const insideWindow = (
  exam: { inscriptionStartsAt: Date | null; inscriptionEndsAt: Date | null },
  now = new Date(),
) =>
  (!exam.inscriptionStartsAt || exam.inscriptionStartsAt <= now) &&
  (!exam.inscriptionEndsAt || now <= exam.inscriptionEndsAt);

/**
 * The exam of a choice or a waiting-list entry, checked in the seed's order: an exam the student may
 * see (404), within its inscription window (406), at a venue offered for it (400).
 */
export async function examForChoice(db: Db, studentId: number, body: RequestBody, { bySupport }: ChoiceOptions) {
  const [exam] = await db
    .select({
      id: exams.id,
      courseId: exams.courseId,
      courseExternalId: courses.externalId,
      studentExternalId: sql<string>`(select ${users.externalId} from ${users} where ${users.id} = ${studentId})`,
      startsAt: exams.startsAt,
      durationMinutes: exams.durationMinutes,
      inscriptionStartsAt: exams.inscriptionStartsAt,
      inscriptionEndsAt: exams.inscriptionEndsAt,
      defaultHeadquarter: exams.defaultHeadquarter,
      offered: sql<boolean>`${exams.visible} and ${examTerms.enabled}`,
      enrolled: sql<boolean>`exists (select 1 from ${courseMembers} m where m.course_id = ${exams.courseId}
        and m.user_id = ${studentId} and m.member_role = 'STUDENT')`,
      venues: sql<string[]>`array(select ${examVenues.id} from ${examVenues})`,
    })
    .from(exams)
    .innerJoin(examTerms, eq(examTerms.id, exams.termId))
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(eq(exams.id, body.examId));
  if (!exam || !exam.enrolled || (!bySupport && !exam.offered))
    throw new NotFoundError("No se ha encontrado el examen");
  if (!bySupport && !insideWindow(exam)) throw new NotAcceptableError(OUT_OF_DEADLINE_MESSAGE);

  const venues = exam.venues.map((courseId) => ({ courseId }));
  if (!venuesOnOffer(venues, exam.defaultHeadquarter).some((venue) => venue.courseId === body.headquarterId)) {
    throw new ValidationError("La sede elegida no está disponible para este examen", {
      headquarterId: ["Sede no disponible"],
    });
  }
  return { ...exam, endsAt: new Date(exam.startsAt.getTime() + exam.durationMinutes * 60_000) };
}
