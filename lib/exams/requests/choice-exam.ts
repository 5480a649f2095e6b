import { msg } from "@/lib/i18n/message";
import { defaultLocale } from "@/lib/i18n/offered";
import { translate } from "@/lib/i18n/translate";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, examTerms, examVenues, exams, users } from "@/db/schema";
import { NotAcceptableError, NotFoundError, ValidationError } from "@/lib/api/errors";
import { inscriptionOpenNow } from "../inscription-window";
import { venuesOnOffer } from "../venues/queries";
import { OUT_OF_DEADLINE_MESSAGE, type RequestBody } from "./schemas";
import type { RequestTransition } from "./transitions";
import { yearMembers } from "@/lib/academic-year/memberships";

/**
 * The exam of a choice or a waiting-list entry, checked in the seed's order: an exam the student may
 * see (404), within its inscription window (406), at a venue offered for it (400). A row of the
 * requests' table that the window does not bind (support's) skips the offer and the window.
 */
export async function examForChoice(
  db: Db,
  studentId: number,
  body: RequestBody,
  { inWindow }: Pick<RequestTransition, "inWindow">,
) {
  const [exam] = await db
    .select({
      id: exams.id,
      courseId: exams.courseId,
      courseExternalId: courses.externalId,
      studentExternalId: sql<string>`(select ${users.externalId} from ${users} where ${users.id} = ${studentId})`,
      startsAt: exams.startsAt,
      durationMinutes: exams.durationMinutes,
      defaultHeadquarter: exams.defaultHeadquarter,
      offered: sql<boolean>`${exams.visible} and ${examTerms.enabled}`,
      open: inscriptionOpenNow,
      // The lock holds the membership until the choice commits: an enrolment's 'Deshacer' waits, then sees it.
      enrolled: sql<boolean>`exists (select 1 from ${yearMembers()} m where m.course_id = ${exams.courseId}
        and m.user_id = ${studentId} and m.member_role = 'STUDENT' for key share of m)`,
      venues: sql<string[]>`array(select ${examVenues.id} from ${examVenues})`,
    })
    .from(exams)
    .innerJoin(examTerms, eq(examTerms.id, exams.termId))
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(eq(exams.id, body.examId));
  if (!exam || !exam.enrolled || (inWindow && !exam.offered)) throw new NotFoundError(msg("exams.errors.examNotFound"));
  if (inWindow && !exam.open) throw new NotAcceptableError(OUT_OF_DEADLINE_MESSAGE);

  const venues = exam.venues.map((courseId) => ({ courseId }));
  if (!venuesOnOffer(venues, exam.defaultHeadquarter).some((venue) => venue.courseId === body.headquarterId)) {
    // The field's text in the default language: the services that call this one do not know the requester's.
    throw new ValidationError(msg("exams.errors.venueUnavailable"), {
      headquarterId: [translate(defaultLocale(), msg("exams.errors.venueUnavailableField"))],
    });
  }
  return { ...exam, endsAt: new Date(exam.startsAt.getTime() + exam.durationMinutes * 60_000) };
}
