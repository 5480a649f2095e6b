import { msg } from "@/lib/i18n/message";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examRequests, exams } from "@/db/schema";
import { ConflictError, LockedError, NotAcceptableError, NotFoundError } from "@/lib/api/errors";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import type { SessionUser } from "@/lib/auth/session-store";
import { inscriptionOpenNow } from "../inscription-window";
import { isSupport } from "../scope";
import { rowsOf } from "@/lib/sql-rows";
import { leaveSession, releaseSeat } from "../waitlist/promotion";
import { examForChoice } from "./choice-exam";
import {
  OUT_OF_DEADLINE_MESSAGE,
  OVERLAP_MESSAGE,
  venueFullMessage,
  type ChoiceCreated,
  type RequestBody,
} from "./schemas";
import { venuesWithSeats } from "../venues/queries";
import { takeSeat } from "./seat";
import { requestTransition } from "./transitions";

export interface ChoiceOptions {
  /** Support choosing on the student's behalf (out of deadline): the requests' table's `chooseOnBehalf`. */
  bySupport: boolean;
}

/**
 * A student's choice of exam and venue, decided by the database in this order: the inscription
 * window (406), an overlapping exam of the student (exclusion constraint) or an earlier choice for
 * the course (unique constraint), both the seed's one 409, then the venue's seats at that date and
 * time (423, a conditional update of the seat counter). A refusal after the insert rolls the insert back.
 * Two statements: the exam with the venues, then the insert, the seat and, with the seat, leaving the
 * session's waiting list if the student was on it.
 */
export async function chooseExam(
  db: Db,
  studentId: number,
  body: RequestBody,
  { bySupport }: ChoiceOptions,
): Promise<ChoiceCreated> {
  await assertYearWritable(db, yearOf.exam(body.examId));
  const exam = await examForChoice(db, studentId, body, requestTransition("choose", bySupport));

  // The choice (no row on a clash with an exclusion or unique constraint: 409), then a seat in the same
  // statement: create the venue's session at its capacity with one seat taken, or add one to an existing
  // session only while seats are left. A choice without a seat means the venue is full.
  const [created] = rowsOf<{ id: number; createdMs: number; seated: boolean }>(
    await db.execute(sql`
    with created as (
      insert into ${examRequests} (user_id, exam_id, course_id, venue_id, starts_at, ends_at)
      values (${studentId}, ${exam.id}, ${exam.courseId}, ${body.headquarterId},
        ${exam.startsAt.toISOString()}::timestamptz, ${exam.endsAt.toISOString()}::timestamptz)
      on conflict do nothing
      returning id, created_at),
    seat as (${takeSeat(body.headquarterId, exam.startsAt, sql`exists (select 1 from created)`)}),
    left_list as (${leaveSession(studentId, { venueId: body.headquarterId, startsAt: exam.startsAt })}
      and exists (select 1 from seat))
    select id, (extract(epoch from created_at) * 1000)::float8 as "createdMs", exists (select 1 from seat) as seated
    from created`),
  );
  if (!created) throw new ConflictError(OVERLAP_MESSAGE);
  if (!created.seated) throw new LockedError(venueFullMessage(await venuesWithSeats(db, exam)));
  return {
    id: created.id,
    userId: exam.studentExternalId,
    examId: exam.id,
    courseId: exam.courseExternalId,
    headquarterId: body.headquarterId,
    created: new Date(created.createdMs).toISOString(),
  };
}

/**
 * Deletes a choice and frees its seat in the same transaction, which the session's first eligible
 * waiter takes at once; a student deletes only their own, within the window (support any, at any time).
 */
export async function deleteRequest(db: Db, viewer: SessionUser, id: number) {
  await assertYearWritable(db, yearOf.examRequest(id));
  const bySupport = isSupport(viewer);
  const [request] = await db
    .select({ id: examRequests.id, open: inscriptionOpenNow })
    .from(examRequests)
    .innerJoin(exams, eq(exams.id, examRequests.examId))
    .where(and(eq(examRequests.id, id), bySupport ? undefined : eq(examRequests.userId, viewer.id)));
  if (!request) throw new NotFoundError(msg("exams.errors.requestNotFound"));
  if (requestTransition("delete", bySupport).inWindow && !request.open)
    throw new NotAcceptableError(OUT_OF_DEADLINE_MESSAGE);
  const [deleted] = await db
    .delete(examRequests)
    .where(eq(examRequests.id, id))
    .returning({ id: examRequests.id, venueId: examRequests.venueId, startsAt: examRequests.startsAt });
  if (!deleted) throw new NotFoundError(msg("exams.errors.requestNotFound"));
  await releaseSeat(db, deleted);
  return { id: deleted.id };
}
