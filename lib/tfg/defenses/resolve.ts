import { fieldsError } from "../field-error";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgCourtDegrees, tfgCourts, tfgDefenses, tfgRequests, tfgTimeSpans } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import type { z } from "@/lib/validation/z";
import { callFor } from "../call-window";
import { LIVE_STATES } from "../transitions";
import { assertMembersFree, courtMembers } from "./members";
import { SLOT_TAKEN, type defenseBody } from "./schemas";

export type DefenseInput = z.infer<typeof defenseBody>;

/**
 * Checks everything a defense needs, in the caller's transaction: a DEFENSE call of the request's
 * degree (open now for a new defense), a court of its degree and year with that slot, not held by
 * another live defense, and the court's own members, free at that time and none of them the
 * director. The caller holds the request's row against a change of director; the partial unique
 * index on the slot turns a race into a 409.
 */
export async function resolveDefense(
  db: Db,
  request: typeof tfgRequests.$inferSelect,
  body: DefenseInput,
  ownId?: number,
) {
  const term = await callFor(db, "DEFENSE", body.termId, request.degreeId, !ownId);
  const [span] = await db
    .select({ id: tfgTimeSpans.id, start: tfgTimeSpans.start, end: tfgTimeSpans.end })
    .from(tfgTimeSpans)
    .innerJoin(tfgCourts, eq(tfgCourts.id, tfgTimeSpans.courtId))
    .innerJoin(
      tfgCourtDegrees,
      and(eq(tfgCourtDegrees.courtId, tfgCourts.id), eq(tfgCourtDegrees.degreeId, request.degreeId)),
    )
    .where(
      and(
        eq(tfgTimeSpans.id, body.timeSpanId),
        eq(tfgCourts.id, body.courtId),
        eq(tfgCourts.academicYearId, request.academicYearId),
      ),
    );
  if (!span)
    throw fieldsError("tfg.errors.slotNotInDegree", undefined, { timeSpanId: "tfg.errors.fields.slotInvalid" });
  // Said before the members' overlap, which the same court's members in a taken slot would also meet.
  const [holder] = await db
    .select({ id: tfgDefenses.id })
    .from(tfgDefenses)
    .where(
      and(
        eq(tfgDefenses.timeSpanId, span.id),
        inArray(tfgDefenses.status, [...LIVE_STATES]),
        ownId ? ne(tfgDefenses.id, ownId) : undefined,
      ),
    )
    .limit(1);
  if (holder) throw new ConflictError(SLOT_TAKEN);
  const member = await courtMembers(db, body.courtId, body);
  await assertMembersFree(db, member, request.instructorId, span, ownId);
  return {
    termId: term.id,
    courtId: body.courtId,
    timeSpanId: span.id,
    start: span.start,
    end: span.end,
    chairmanId: member.chairman,
    secretaryId: member.secretary,
    vocalId: member.vocal,
    title: body.title,
    comments: body.comments,
  };
}
