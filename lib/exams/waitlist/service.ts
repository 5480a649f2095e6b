import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examRequests, examWaitlist } from "@/db/schema";
import { ConflictError, LockedError, NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { examForChoice } from "../requests/choice-exam";
import { OVERLAP_MESSAGE, SESSION_FULL_MESSAGE, type RequestBody } from "../requests/schemas";
import { REQUEST_TRANSITIONS } from "../requests/transitions";
import { isSupport } from "../scope";
import { rowsOf } from "@/lib/sql-rows";
import { fillSessions, lockSession, promote } from "./promotion";
import { listWaitlist } from "./queries";
import {
  ALREADY_SEATED_MESSAGE,
  ALREADY_WAITING_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  SEATS_LEFT_MESSAGE,
  type WaitlistRow,
} from "./schemas";
import { waitersOf } from "./session-queries";

/**
 * A student joins the waiting list of a full venue session. The join takes the session's row lock
 * (creating the row if no one chose it yet) and its next `seq` in one statement, so joins and seat
 * changes of a session run one at a time and `seq` follows their commits: no position is handed out
 * twice or out of order. A session with seats left is not waited for (409).
 */
export async function joinWaitlist(db: Db, student: SessionUser, body: RequestBody): Promise<WaitlistRow> {
  await assertYearWritable(db, yearOf.exam(body.examId));
  const exam = await examForChoice(db, student.id, body, REQUEST_TRANSITIONS.choose);
  const [session] = rowsOf<{ capacity: number | null; taken: number; seq: number }>(
    await db.execute(sql`insert into exam_venue_sessions (venue_id, starts_at, capacity, taken, waitlist_seq)
      select v.id, ${exam.startsAt.toISOString()}::timestamptz, v.capacity, 0, 1 from exam_venues v
      where v.id = ${body.headquarterId}
      on conflict (venue_id, starts_at) do update set waitlist_seq = exam_venue_sessions.waitlist_seq + 1
      returning capacity, taken, waitlist_seq as seq`),
  );
  const [seated] = await db
    .select({ id: examRequests.id })
    .from(examRequests)
    .where(
      and(
        eq(examRequests.userId, student.id),
        eq(examRequests.examId, exam.id),
        eq(examRequests.venueId, body.headquarterId),
      ),
    );
  if (seated) throw new ConflictError(ALREADY_SEATED_MESSAGE);
  if (session!.capacity === null || session!.taken < session!.capacity) throw new ConflictError(SEATS_LEFT_MESSAGE);
  const [entry] = await db
    .insert(examWaitlist)
    .values({
      userId: student.id,
      courseId: exam.courseId,
      examId: exam.id,
      venueId: body.headquarterId,
      startsAt: exam.startsAt,
      seq: session!.seq,
    })
    .onConflictDoNothing({ target: [examWaitlist.userId, examWaitlist.courseId] })
    .returning({ id: examWaitlist.id });
  if (!entry) throw new ConflictError(ALREADY_WAITING_MESSAGE);
  return (await listWaitlist(db, student)).find((row) => row.id === entry.id)!;
}

/** Leaves a waiting list: a student only their own entry (404 for anyone else's), support any. */
export async function leaveWaitlist(db: Db, viewer: SessionUser, id: number) {
  const [deleted] = await db
    .delete(examWaitlist)
    .where(and(eq(examWaitlist.id, id), isSupport(viewer) ? undefined : eq(examWaitlist.userId, viewer.id)))
    .returning({ id: examWaitlist.id });
  if (!deleted) throw new NotFoundError(ENTRY_NOT_FOUND_MESSAGE);
  return deleted;
}

/**
 * Support gives a free seat of the session to this waiter, out of turn (the endpoint writes the audit
 * row): 423 when the session is full, 409 when the exam would overlap another of the student's.
 */
export async function promoteByHand(db: Db, id: number) {
  const [entry] = await db
    .select({ venueId: examWaitlist.venueId, startsAt: examWaitlist.startsAt })
    .from(examWaitlist)
    .where(eq(examWaitlist.id, id));
  if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND_MESSAGE);
  const session = await lockSession(db, entry);
  if (!session || (session.capacity !== null && session.taken >= session.capacity)) {
    throw new LockedError(SESSION_FULL_MESSAGE);
  }
  const waiter = (await waitersOf(db, entry)).find((row) => row.id === id);
  if (!waiter) throw new NotFoundError(ENTRY_NOT_FOUND_MESSAGE);
  const step = waiter.overlaps ? null : await promote(db, waiter, entry);
  if (!step) throw new ConflictError(OVERLAP_MESSAGE);
  if (step.released) await fillSessions(db, [step.released]);
  return { id, choiceId: step.choiceId };
}
