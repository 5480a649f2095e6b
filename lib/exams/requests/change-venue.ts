import { msg } from "@/lib/i18n/message";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { examRequests, exams } from "@/db/schema";
import { ConflictError, LockedError, NotFoundError } from "@/lib/api/errors";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import type { SessionUser } from "@/lib/auth/session-store";
import { rowsOf } from "@/lib/sql-rows";
import { isSupport } from "../scope";
import { venuesWithSeats } from "../venues/queries";
import { leaveSession, lockSession, releaseSeat } from "../waitlist/promotion";
import { examForChoice } from "./choice-exam";
import { SAME_VENUE_MESSAGE, venueFullMessage, type VenueChangeBody } from "./schemas";
import { takeSeat } from "./seat";
import { requestTransition } from "./transitions";

/**
 * 'Cambiar de sede': the same exam at another venue, in the caller's transaction. The new seat is
 * taken first (423 when that venue is full, and nothing changes); only then is the old one freed, and
 * the old venue's waiting list fills it. Both sessions are locked in one order, so two students
 * swapping venues wait for each other instead of deadlocking.
 */
export async function changeVenue(db: Db, viewer: SessionUser, id: number, body: VenueChangeBody) {
  await assertYearWritable(db, yearOf.examRequest(id));
  const bySupport = isSupport(viewer);
  const [request] = await db
    .select({
      userId: examRequests.userId,
      examId: examRequests.examId,
      venueId: examRequests.venueId,
      startsAt: examRequests.startsAt,
    })
    .from(examRequests)
    .innerJoin(exams, eq(exams.id, examRequests.examId))
    .where(and(eq(examRequests.id, id), bySupport ? undefined : eq(examRequests.userId, viewer.id)));
  if (!request) throw new NotFoundError(msg("exams.errors.requestNotFound"));
  const exam = await examForChoice(
    db,
    request.userId,
    { examId: request.examId, headquarterId: body.headquarterId },
    requestTransition("changeVenue", bySupport),
  );
  if (request.venueId === body.headquarterId) throw new ConflictError(SAME_VENUE_MESSAGE);

  for (const venueId of [request.venueId, body.headquarterId].sort())
    await lockSession(db, { venueId, startsAt: request.startsAt });
  const [seat] = rowsOf<{ taken: number }>(await db.execute(takeSeat(body.headquarterId, request.startsAt)));
  if (!seat) throw new LockedError(venueFullMessage(await venuesWithSeats(db, exam)));
  // A new booking code with the new seat: the voucher of the old venue admits no one.
  await db
    .update(examRequests)
    .set({ venueId: body.headquarterId, bookingCode: sql`default` })
    .where(eq(examRequests.id, id));
  await db.execute(leaveSession(request.userId, { venueId: body.headquarterId, startsAt: request.startsAt }));
  await releaseSeat(db, { venueId: request.venueId, startsAt: request.startsAt });
  return { id, headquarterId: body.headquarterId };
}
