import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examRequests, examWaitlist } from "@/db/schema";
import { rowsOf } from "@/lib/sql-rows";
import { mailWaiter, type SessionFacts } from "./mails";
import { waitersOf, factsOfChoice, type Waiter } from "./session-queries";

/** A venue session: the seats of one venue at one date and time. */
export interface SessionKey {
  venueId: string;
  startsAt: Date;
}

const at = (d: Date) => sql`${new Date(d).toISOString()}::timestamptz`;

/** Locks the session's row for the rest of the transaction (every seat change and join takes it first). */
export async function lockSession(db: Db, key: SessionKey) {
  const [row] = rowsOf<{ capacity: number | null; taken: number }>(
    await db.execute(sql`select capacity, taken from exam_venue_sessions
      where venue_id = ${key.venueId} and starts_at = ${at(key.startsAt)} for update`),
  );
  return row;
}

/** Gives back the seat of a choice that was deleted, then fills the freed seats from the waiting lists. */
export async function releaseSeat(db: Db, key: SessionKey) {
  await db.execute(sql`update exam_venue_sessions set taken = taken - 1
    where venue_id = ${key.venueId} and starts_at = ${at(key.startsAt)}`);
  return fillSessions(db, [key]);
}

/** The statement by which a student who got a seat of the session by choosing it directly leaves its waiting list. */
export const leaveSession = (userId: number, key: SessionKey) =>
  sql`delete from exam_waitlist where user_id = ${userId} and venue_id = ${key.venueId} and starts_at = ${at(key.startsAt)}`;

/**
 * Fills every free seat of the sessions from their waiting lists, in the caller's transaction: the
 * first eligible waiter of a session gets the seat; a choice they held for the course is released,
 * and its session is filled in turn (the cascade). Returns the promoted entries' ids, in order.
 */
export async function fillSessions(db: Db, keys: SessionKey[]): Promise<number[]> {
  const queue = [...keys];
  const promoted: number[] = [];
  for (let key = queue.shift(); key; key = queue.shift()) {
    for (;;) {
      const step = await promoteNext(db, key);
      if (!step) break;
      promoted.push(step.entryId);
      if (step.released) queue.push(step.released);
    }
  }
  return promoted;
}

/** One free seat of the session to its first eligible waiter; null when the session is full or nobody can take it. */
async function promoteNext(db: Db, key: SessionKey) {
  const session = await lockSession(db, key);
  if (!session || (session.capacity !== null && session.taken >= session.capacity)) return null;
  for (const waiter of await waitersOf(db, key)) {
    // An entry whose window closed waits for the closing task, which ends it with its own e-mail.
    if (!waiter.open) continue;
    const step = waiter.overlaps ? null : await promote(db, waiter, key);
    if (step) return step;
    if (!waiter.told) {
      await db
        .update(examWaitlist)
        .set({ skipNotifiedAt: sql`now()` })
        .where(eq(examWaitlist.id, waiter.id));
      await mailWaiter(db, "SKIPPED", waiter);
    }
  }
  return null;
}

class Overlapping extends Error {}

/**
 * Moves one waiter onto a seat of `key` (whose row the caller has locked), in a savepoint so that a
 * choice made meanwhile that overlaps (the exclusion constraint) undoes the release and skips them.
 */
export async function promote(db: Db, waiter: Waiter, key: SessionKey) {
  try {
    return await db.transaction(async (sp) => {
      const tx = sp as unknown as Db;
      const [released] = await tx
        .delete(examRequests)
        .where(and(eq(examRequests.userId, waiter.userId), eq(examRequests.courseId, waiter.courseId)))
        .returning({ examId: examRequests.examId, venueId: examRequests.venueId, startsAt: examRequests.startsAt });
      if (released) {
        await tx.execute(sql`update exam_venue_sessions set taken = taken - 1
          where venue_id = ${released.venueId} and starts_at = ${at(released.startsAt)}`);
      }
      const [created] = await tx
        .insert(examRequests)
        .values({
          userId: waiter.userId,
          examId: waiter.examId,
          courseId: waiter.courseId,
          venueId: key.venueId,
          startsAt: waiter.startsAt,
          endsAt: waiter.endsAt,
        })
        .onConflictDoNothing()
        .returning({ id: examRequests.id });
      if (!created) throw new Overlapping();
      const seat = await tx.execute(sql`update exam_venue_sessions set taken = taken + 1
        where venue_id = ${key.venueId} and starts_at = ${at(key.startsAt)}
        and (capacity is null or taken < capacity) returning taken`);
      if (rowsOf(seat).length === 0) throw new Overlapping();
      await tx.delete(examWaitlist).where(eq(examWaitlist.id, waiter.id));
      const releasedFacts: SessionFacts | undefined = released
        ? await factsOfChoice(tx, waiter, released.examId, released.venueId)
        : undefined;
      await mailWaiter(tx, "PROMOTED", waiter, releasedFacts);
      return { entryId: waiter.id, choiceId: created.id, released: released ?? null };
    });
  } catch (err) {
    if (err instanceof Overlapping) return null;
    throw err;
  }
}
