import { msg } from "@/lib/i18n/message";
import { and, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { tfgCourts, tfgDefenses, tfgRequests, users } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import { fieldError } from "../field-error";
import { LIVE_STATES } from "../transitions";

const ROLES = ["chairman", "secretary", "vocal"] as const;
type Seat = (typeof ROLES)[number];

const chairman = alias(users, "chairman");
const secretary = alias(users, "secretary");
const vocal = alias(users, "vocal");

/**
 * The members a defense sits before are the chosen court's. The body may omit them; a member it
 * names that is not the court's in that seat is a 400. A court without a vocal cannot hear defenses.
 */
export async function courtMembers(
  db: Db,
  courtId: number,
  named: Partial<Record<Seat, string>>,
): Promise<Record<Seat, number>> {
  const [court] = await db
    .select({
      chairman: { id: tfgCourts.chairmanId, externalId: chairman.externalId },
      secretary: { id: tfgCourts.secretaryId, externalId: secretary.externalId },
      vocal: { id: tfgCourts.vocalId, externalId: vocal.externalId },
    })
    .from(tfgCourts)
    .innerJoin(chairman, eq(chairman.id, tfgCourts.chairmanId))
    .innerJoin(secretary, eq(secretary.id, tfgCourts.secretaryId))
    .leftJoin(vocal, eq(vocal.id, tfgCourts.vocalId))
    .where(eq(tfgCourts.id, courtId));
  if (!court?.vocal?.id) {
    throw fieldError("courtId", "tfg.errors.courtWithoutVocal");
  }
  for (const seat of ROLES) {
    if (named[seat] !== undefined && named[seat] !== court[seat]!.externalId)
      throw fieldError(seat, "tfg.errors.membersMismatch");
  }
  return { chairman: court.chairman.id, secretary: court.secretary.id, vocal: court.vocal.id };
}

/**
 * No member may direct the project (400 naming the seat), nor sit in another live defense that
 * overlaps the slot (409), checked while holding the members' rows so two bookings cannot both pass.
 */
export async function assertMembersFree(
  db: Db,
  member: Record<Seat, number>,
  directorId: number,
  slot: { start: Date; end: Date },
  ownId?: number,
) {
  for (const seat of ROLES) {
    if (member[seat] === directorId) {
      throw fieldError(seat, "tfg.errors.seatIsDirector", { seat });
    }
  }
  const memberIds = Object.values(member).sort((x, y) => x - y);
  await db.execute(sql`select id from ${users} where id in ${memberIds} order by id for update`);
  const [busy] = await db
    .select({ chairmanId: tfgDefenses.chairmanId, secretaryId: tfgDefenses.secretaryId, vocalId: tfgDefenses.vocalId })
    .from(tfgDefenses)
    .where(
      and(
        inArray(tfgDefenses.status, [...LIVE_STATES]),
        ownId ? ne(tfgDefenses.id, ownId) : undefined,
        lt(tfgDefenses.start, slot.end),
        gt(tfgDefenses.end, slot.start),
        or(
          inArray(tfgDefenses.chairmanId, memberIds),
          inArray(tfgDefenses.secretaryId, memberIds),
          inArray(tfgDefenses.vocalId, memberIds),
        ),
      ),
    )
    .limit(1);
  if (busy) {
    const who = ROLES.find((r) => [busy.chairmanId, busy.secretaryId, busy.vocalId].includes(member[r]))!;
    throw new ConflictError(msg("tfg.errors.seatBusy", { seat: who }));
  }
}

/**
 * Editing a request's director must not seat them on the court of the project's live defense (400
 * naming the seat). The request's row is held first: a defense being created holds it too, so the
 * two cannot pass their checks against each other's old state.
 */
export async function assertDirectorOffCourt(db: Db, requestId: number, instructorId: number) {
  await db.select({ id: tfgRequests.id }).from(tfgRequests).where(eq(tfgRequests.id, requestId)).for("update");
  const [live] = await db
    .select({ chairmanId: tfgDefenses.chairmanId, secretaryId: tfgDefenses.secretaryId, vocalId: tfgDefenses.vocalId })
    .from(tfgDefenses)
    .where(and(eq(tfgDefenses.requestId, requestId), inArray(tfgDefenses.status, [...LIVE_STATES])));
  const seat = ROLES.find((r) => live?.[`${r}Id`] === instructorId);
  if (seat) {
    throw fieldError("instructorId", "tfg.errors.directorInSeat", { seat });
  }
}
