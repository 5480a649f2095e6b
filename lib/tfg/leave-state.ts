import { msg } from "@/lib/i18n/message";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgDefenses, tfgRequests } from "@/db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/api/errors";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import { type RequestStatus } from "@/db/enums/tfg";
import type { Viewer } from "./scope";
import { isPending, transitionOf, type TfgAction, type TfgKind } from "./transitions";

type Rows = { request: typeof tfgRequests.$inferSelect; defense: typeof tfgDefenses.$inferSelect };
type Changes = { request: Partial<typeof tfgRequests.$inferInsert>; defense: Partial<typeof tfgDefenses.$inferInsert> };

const ROW_CHANGED = msg("tfg.errors.leave.changed");

/**
 * Takes one row of the transitions table on a request or defense: a conditional UPDATE from the
 * row's allowed states (and `also`, e.g. the version the caller saw), setting the next state and
 * `set`, and answering the row as it was written. A role the table leaves out is a 403; a row in
 * another state a 409 naming its state, and nothing changes. Scope (whose row) is the caller's check.
 */
export async function leaveState<K extends TfgKind>(
  db: Db,
  kind: K,
  action: TfgAction<K>,
  viewer: Pick<Viewer, "role">,
  id: number,
  set: Changes[K] = {},
  also?: SQL,
): Promise<Rows[K]> {
  await assertYearWritable(db, kind === "request" ? yearOf.tfgRequest(id) : yearOf.tfgDefense(id));
  const t = transitionOf(kind, action);
  if (!t.roles.includes(viewer.role)) throw new ForbiddenError(msg("tfg.errors.leave.forbidden", { action, kind }));
  // Both tables share id and status; the request's version is bumped so a proposal can tell it moved.
  const table = (kind === "request" ? tfgRequests : tfgDefenses) as typeof tfgRequests;
  const changes = {
    ...set,
    ...(t.to ? { status: t.to } : {}),
    ...(kind === "request" ? { version: sql`${tfgRequests.version} + 1` } : {}),
  };
  const [moved] = await db
    .update(table)
    .set(changes as Changes["request"])
    .where(and(eq(table.id, id), inArray(table.status, [...t.from]), also))
    .returning();
  if (moved) return moved as Rows[K];
  const [now] = await db.select({ status: table.status }).from(table).where(eq(table.id, id));
  if (!now) throw new NotFoundError(msg("tfg.errors.leave.notFound", { kind }));
  if ((t.from as readonly RequestStatus[]).includes(now.status)) throw new ConflictError(ROW_CHANGED);
  const pending = isPending(t.from) ? "yes" : "no";
  throw new ConflictError(msg("tfg.errors.leave.wrongState", { action, kind, pending, status: now.status }));
}
