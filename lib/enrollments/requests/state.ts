import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { enrollmentRequests } from "@/db/schema";
import { ConflictError, ForbiddenError } from "@/lib/api/errors";
import type { Role } from "@/db/enums/roles";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import { isProcessedIn, REQUEST_TRANSITIONS, requestState, transitionOf, type RequestAction } from "../transitions";

/** The actions that change a request's state (the others keep it or remove the request). */
type MovingAction = {
  [K in RequestAction]: (typeof REQUEST_TRANSITIONS)[K]["to"] extends null ? never : K;
}[RequestAction];

/** A role the table leaves out of `action` is a 403. */
function checkRole(action: RequestAction, role: Role) {
  if (!transitionOf(action).roles.includes(role)) throw new ForbiddenError();
}

/** The 409 of `action` on a request in another state; nothing when the action is idempotent. */
function refuse(action: RequestAction): false {
  const { refused } = transitionOf(action);
  if (refused) throw new ConflictError(refused);
  return false;
}

/**
 * The condition of a guarded write of `action` on request `id`: the request is in one of the
 * action's `from` states (a conditional UPDATE or DELETE, so that two writers at once cannot both pass).
 */
export function guarded(action: RequestAction, role: Role, id: number): SQL {
  checkRole(action, role);
  const from = transitionOf(action).from.map(isProcessedIn);
  return and(eq(enrollmentRequests.id, id), inArray(enrollmentRequests.isProcessed, from))!;
}

/** A guarded write of `action` touched no row of an existing request: its 409, or false when it is idempotent. */
export const notMoved = (action: RequestAction): false => refuse(action);

/**
 * Takes a state change of the table on request `id`: true when the request moved to the action's
 * `to`; false when it was there already (or does not exist: the caller's read answers 404).
 */
export async function moveRequest(db: Db, action: MovingAction, role: Role, id: number): Promise<boolean> {
  await assertYearWritable(db, yearOf.enrollmentRequest(id));
  const [moved] = await db
    .update(enrollmentRequests)
    .set({ isProcessed: isProcessedIn(REQUEST_TRANSITIONS[action].to) })
    .where(guarded(action, role, id))
    .returning({ id: enrollmentRequests.id });
  return !!moved || notMoved(action);
}

/** The guard of an action that keeps the request's state, on a request already read (attaching files). */
export function assertAllowed(action: RequestAction, request: { isProcessed: boolean }, role: Role) {
  checkRole(action, role);
  if (!transitionOf(action).from.includes(requestState(request))) refuse(action);
}
