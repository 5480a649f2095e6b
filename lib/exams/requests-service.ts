import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  courseMembers,
  courses,
  examRequests,
  examTerms,
  examVenues,
  examVenueSessions,
  exams,
  users,
} from "@/db/schema";
import { ConflictError, LockedError, NotAcceptableError, NotFoundError, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { venuesOnOffer } from "./queries";
import {
  OUT_OF_DEADLINE_MESSAGE,
  OVERLAP_MESSAGE,
  VENUE_FULL_MESSAGE,
  type ChoiceCreated,
  type RequestBody,
} from "./schemas";

interface ChoiceOptions {
  /** Students choose within the inscription window and among offered exams; support on their behalf skips both. */
  bySupport: boolean;
}

const insideWindow = (exam: { inscriptionStartsAt: Date | null; inscriptionEndsAt: Date | null }, now = new Date()) =>
  (!exam.inscriptionStartsAt || exam.inscriptionStartsAt <= now) &&
  (!exam.inscriptionEndsAt || now <= exam.inscriptionEndsAt);

/**
 * A student's choice of exam and venue, decided by the database in this order: the inscription
 * window (406), an overlapping exam of the student (exclusion constraint) or an earlier choice for
 * the course (unique constraint), both the seed's one 409, then the venue's seats at that date and
 * time (423, a conditional update of the seat counter). A refusal after the insert rolls the insert back.
 * Two statements: the exam with the venues, then the insert and the seat together.
 */
export async function chooseExam(
  db: Db,
  studentId: number,
  body: RequestBody,
  { bySupport }: ChoiceOptions,
): Promise<ChoiceCreated> {
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

  // The choice (no row on a clash with an exclusion or unique constraint: 409), then a seat in the same
  // statement: create the venue's session at its capacity with one seat taken, or add one to an existing
  // session only while seats are left. A choice without a seat means the venue is full.
  const endsAt = new Date(exam.startsAt.getTime() + exam.durationMinutes * 60_000);
  const [created] = rowsOf(
    await db.execute(sql`
    with created as (
      insert into ${examRequests} (user_id, exam_id, course_id, venue_id, starts_at, ends_at)
      values (${studentId}, ${exam.id}, ${exam.courseId}, ${body.headquarterId},
        ${exam.startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz)
      on conflict do nothing
      returning id, created_at),
    seat as (
      insert into ${examVenueSessions} (venue_id, starts_at, capacity, taken)
      select v.id, ${exam.startsAt.toISOString()}::timestamptz, v.capacity, 1 from ${examVenues} v
      where v.id = ${body.headquarterId} and (v.capacity is null or v.capacity > 0) and exists (select 1 from created)
      on conflict (venue_id, starts_at) do update set taken = ${examVenueSessions}.taken + 1
      where ${examVenueSessions}.capacity is null or ${examVenueSessions}.taken < ${examVenueSessions}.capacity
      returning taken)
    select id, (extract(epoch from created_at) * 1000)::float8 as "createdMs", exists (select 1 from seat) as seated
    from created`),
  ) as { id: number; createdMs: number; seated: boolean }[];
  if (!created) throw new ConflictError(OVERLAP_MESSAGE);
  if (!created.seated) throw new LockedError(VENUE_FULL_MESSAGE);
  return {
    id: created.id,
    userId: exam.studentExternalId,
    examId: exam.id,
    courseId: exam.courseExternalId,
    headquarterId: body.headquarterId,
    created: new Date(created.createdMs).toISOString(),
  };
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

/** Deletes a choice and frees its seat in the same transaction; a student only their own, within the window. */
export async function deleteRequest(db: Db, viewer: SessionUser, id: number) {
  const student = viewer.role === "ROLE_STUDENT";
  const [request] = await db
    .select({
      id: examRequests.id,
      inscriptionStartsAt: exams.inscriptionStartsAt,
      inscriptionEndsAt: exams.inscriptionEndsAt,
    })
    .from(examRequests)
    .innerJoin(exams, eq(exams.id, examRequests.examId))
    .where(and(eq(examRequests.id, id), student ? eq(examRequests.userId, viewer.id) : undefined));
  if (!request) throw new NotFoundError("No se ha encontrado la petición");
  if (student && !insideWindow(request)) throw new NotAcceptableError(OUT_OF_DEADLINE_MESSAGE);
  const [deleted] = await db
    .delete(examRequests)
    .where(eq(examRequests.id, id))
    .returning({ id: examRequests.id, venueId: examRequests.venueId, startsAt: examRequests.startsAt });
  if (!deleted) throw new NotFoundError("No se ha encontrado la petición");
  await db
    .update(examVenueSessions)
    .set({ taken: sql`${examVenueSessions.taken} - 1` })
    .where(and(eq(examVenueSessions.venueId, deleted.venueId), eq(examVenueSessions.startsAt, deleted.startsAt)));
  return { id: deleted.id };
}
