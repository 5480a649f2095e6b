import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { instanceHistory, instances } from "@/db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/api/errors";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import type { SessionUser } from "@/lib/auth/session-store";
import type { InstanceAction, InstanceStatus } from "@/db/enums/instances";
import { MESSAGES } from "../messages";
import { INSTANCE_TRANSITIONS, type InstanceTransition, type InstanceTransitionAction } from "../transitions";

/** The history's line: who did what, and the state the request was left in. */
export const recordHistory = (
  db: Db,
  author: SessionUser,
  instanceId: number,
  action: InstanceAction,
  status: InstanceStatus,
) => db.insert(instanceHistory).values({ instanceId, action, status, changedBy: author.id });

/**
 * Takes one row of the transitions table on a request: a role the table leaves out is a 403; then
 * one conditional UPDATE from the row's states (and `also`, a rule of the row), so two people acting
 * at once cannot both succeed, setting the next state and `set`, and the history's line. A request in
 * another state is a 409 and nothing changes. Whose request it is is the caller's check.
 */
export async function leaveState(
  db: Db,
  action: InstanceTransitionAction,
  user: SessionUser,
  id: number,
  set: Partial<typeof instances.$inferInsert> = {},
  also?: SQL,
) {
  await assertYearWritable(db, yearOf.instance(id));
  const t: InstanceTransition = INSTANCE_TRANSITIONS[action];
  if (!t.roles.includes(user.role)) throw new ForbiddenError(t.refused);
  const [row] = await db
    .update(instances)
    .set({ ...set, ...(t.to ? { status: t.to } : {}) })
    .where(and(eq(instances.id, id), inArray(instances.status, [...t.from]), also))
    .returning({ id: instances.id, status: instances.status });
  if (!row) {
    const [exists] = await db.select({ id: instances.id }).from(instances).where(eq(instances.id, id));
    if (!exists) throw new NotFoundError(MESSAGES.instanceNotFound);
    throw new ConflictError(t.conflict);
  }
  await recordHistory(db, user, id, action, row.status);
  return row;
}
