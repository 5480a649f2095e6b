import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { enrollmentRequests, PENDING_REQUEST_PER_TERM } from "@/db/schema";
import { ConflictError, constraintName } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { isProcessedIn } from "../transitions";

/** The 409 of a second pending request for one call, naming the first one (its date in the requester's `locale`). */
export function pendingRequestConflict(first: { id: number; created: Date }, locale: Locale): ConflictError {
  return new ConflictError(
    msg("enrollments.errors.pendingRequest", { id: String(first.id), date: formatDateTime(first.created, locale) }),
  );
}

/** The student's pending request in the call, if there is one. */
async function pendingRequest(db: Db, userId: number, enrollmentTermId: number) {
  const [first] = await db
    .select({ id: enrollmentRequests.id, created: enrollmentRequests.created })
    .from(enrollmentRequests)
    .where(
      and(
        eq(enrollmentRequests.userId, userId),
        eq(enrollmentRequests.enrollmentTermId, enrollmentTermId),
        eq(enrollmentRequests.isProcessed, isProcessedIn("PENDING")),
      ),
    )
    .limit(1);
  return first;
}

/**
 * Runs `write` (the insert of a pending request) unless the student already has a pending request in
 * the call; the database's partial unique index decides a race, and the loser gets the same 409.
 */
export async function onePendingPerTerm<T>(
  db: Db,
  userId: number,
  enrollmentTermId: number,
  locale: Locale,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const first = await pendingRequest(db, userId, enrollmentTermId);
  if (first) throw pendingRequestConflict(first, locale);
  try {
    // A savepoint, so that the transaction can still read the winner after the index refuses this one.
    return await db.transaction((tx) => write(tx as unknown as Db));
  } catch (err) {
    if (constraintName(err) !== PENDING_REQUEST_PER_TERM) throw err;
    const winner = await pendingRequest(db, userId, enrollmentTermId);
    throw winner ? pendingRequestConflict(winner, locale) : err;
  }
}
