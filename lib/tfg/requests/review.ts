import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgRequests } from "@/db/schema";
import { claimPlace } from "../allocations/places";
import { leaveState } from "../leave-state";
import { manageScope, requestInScope, type Viewer } from "../scope";

const atVersion = (version?: number) => (version ? eq(tfgRequests.version, version) : undefined);

/**
 * Accepts an OPEN request the viewer manages and takes a place of the allocation of the director
 * of the row the UPDATE wrote (RETURNING), not of one read before it: a director changed meanwhile
 * is the one charged. Beyond the limit it is a 409 and, the transaction failing, the request stays OPEN.
 */
export async function acceptRequest(db: Db, viewer: Viewer, id: number, expectedVersion?: number) {
  await requestInScope(db, id, manageScope(viewer));
  const accepted = await leaveState(
    db,
    "request",
    "accept",
    viewer,
    id,
    { rejectReason: null },
    atVersion(expectedVersion),
  );
  const allocationId = await claimPlace(db, accepted);
  await db.update(tfgRequests).set({ allocationId }).where(eq(tfgRequests.id, id));
  return accepted;
}

export async function rejectRequest(
  db: Db,
  viewer: Viewer,
  id: number,
  reason: string | null,
  expectedVersion?: number,
) {
  await requestInScope(db, id, manageScope(viewer));
  return leaveState(db, "request", "reject", viewer, id, { rejectReason: reason }, atVersion(expectedVersion));
}

/** A student cancels their own OPEN request. */
export async function cancelRequest(db: Db, viewer: Viewer, id: number) {
  await requestInScope(db, id, eq(tfgRequests.userId, viewer.id));
  return leaveState(db, "request", "cancel", viewer, id);
}
