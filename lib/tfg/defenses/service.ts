import { msg } from "@/lib/i18n/message";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgDefenses, tfgRequests } from "@/db/schema";
import { ConflictError, NotFoundError, constraintName, sqlState } from "@/lib/api/errors";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import { leaveState } from "../leave-state";
import { manageScope, type Viewer } from "../scope";
import { canTransition, isAccepted } from "../transitions";
import { defenseInScope, defenseRow } from "./queries";
import { resolveDefense, type DefenseInput } from "./resolve";
import { SLOT_TAKEN } from "./schemas";

/** The partial unique indexes on live defenses give the slot's (and the request's) 409. */
async function guardSlot<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === "23505") {
      throw new ConflictError(
        constraintName(err) === "tfg_defenses_request_key" ? msg("tfg.errors.defenseExists") : SLOT_TAKEN,
      );
    }
    throw err;
  }
}

/** `POST /tfg-api/requests/{id}/defenses`: the student for their accepted request, or staff who manage it. */
export async function createDefense(db: Db, viewer: Viewer, requestId: number, body: DefenseInput) {
  await assertYearWritable(db, yearOf.tfgRequest(requestId));
  const scope = viewer.role === "ROLE_STUDENT" ? eq(tfgRequests.userId, viewer.id) : manageScope(viewer);
  const [request] = await db
    .select()
    .from(tfgRequests)
    .where(and(eq(tfgRequests.id, requestId), scope))
    .for("update");
  if (!request) throw new NotFoundError(msg("tfg.errors.requestNotFound"));
  if (!canTransition("request", "requestDefense", request.status, viewer.role))
    throw new ConflictError(msg("tfg.errors.defenseOnlyAccepted"));
  const values = await resolveDefense(db, request, body);
  const [created] = await guardSlot(() =>
    db
      .insert(tfgDefenses)
      .values({ ...values, requestId })
      .returning({ id: tfgDefenses.id }),
  );
  return defenseRow(db, created!.id);
}

/**
 * `PATCH …/defenses/{id}` (staff, OPEN or ACCEPTED): moving to another slot frees the old one in
 * the same UPDATE; the defense's own slot stays available to it.
 */
export async function updateDefense(db: Db, viewer: Viewer, requestId: number, id: number, body: DefenseInput) {
  const current = await defenseInScope(db, requestId, id, manageScope(viewer));
  const [request] = await db.select().from(tfgRequests).where(eq(tfgRequests.id, requestId)).for("update");
  const values = await resolveDefense(db, request!, body, id);
  const location = isAccepted("defense", current.status) ? (body.location ?? current.location) : current.location;
  await guardSlot(() => leaveState(db, "defense", "edit", viewer, id, { ...values, location }));
  return defenseRow(db, id);
}

export async function acceptDefense(db: Db, viewer: Viewer, requestId: number, id: number, location: string) {
  await defenseInScope(db, requestId, id, manageScope(viewer));
  await leaveState(db, "defense", "accept", viewer, id, { location, rejectReason: null });
  return defenseRow(db, id);
}

/** Rejecting frees the slot: the unique index only counts live defenses. */
export async function rejectDefense(db: Db, viewer: Viewer, requestId: number, id: number, reason: string | null) {
  await defenseInScope(db, requestId, id, manageScope(viewer));
  await leaveState(db, "defense", "reject", viewer, id, { rejectReason: reason });
  return defenseRow(db, id);
}

export async function cancelDefense(db: Db, viewer: Viewer, requestId: number, id: number) {
  await defenseInScope(db, requestId, id, eq(tfgRequests.userId, viewer.id));
  await leaveState(db, "defense", "cancel", viewer, id);
  return defenseRow(db, id);
}
