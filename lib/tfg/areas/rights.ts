import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { msg } from "@/lib/i18n/message";
import { degrees, tfgAreaDegrees, tfgAreaManagers } from "@/db/schema";
import { coordinatedDegrees, type Viewer } from "../scope";
import type { AreaRights } from "./schemas";

// An area's degrees and managers are the rows that define TFG scope ("the degrees of the areas I
// manage"), so no holder of that scope writes them: secretaries and admins change any area's, a
// coordinator those of the areas all of whose degrees they coordinate. An area's managers change its
// name and visibility only.

/** Why a change of an area's degrees or managers (a new area included) is refused. */
export const LINKS_REFUSED = msg("tfg.errors.linksRefused");

const everything = (role: Viewer["role"]) => role === "ROLE_ADMIN" || role === "ROLE_SECR";

/** The degrees a coordinator coordinates (ids). */
async function coordinatedIds(db: Db, viewer: Viewer): Promise<Set<number>> {
  if (viewer.role !== "ROLE_COORD") return new Set();
  const rows = await db
    .select({ id: degrees.id })
    .from(degrees)
    .where(sql`${degrees.id} in ${coordinatedDegrees(viewer.id)}`);
  return new Set(rows.map((r) => r.id));
}

/** May the viewer give an area exactly these degrees (a new area, or an area's new set)? */
export async function mayLinkDegrees(db: Db, viewer: Viewer, degreeIds: number[]): Promise<boolean> {
  if (everything(viewer.role)) return true;
  const mine = await coordinatedIds(db, viewer);
  return degreeIds.length > 0 && degreeIds.every((id) => mine.has(id));
}

/** The viewer's rights over each of `areaIds` (the areas tab asks for a year's at once). */
export async function areaRights(db: Db, viewer: Viewer, areaIds: number[]): Promise<Map<number, AreaRights>> {
  if (everything(viewer.role) || areaIds.length === 0)
    return new Map(areaIds.map((id) => [id, { edit: true, links: true }]));
  const [links, managed, mine] = await Promise.all([
    db
      .select({ areaId: tfgAreaDegrees.areaId, degreeId: tfgAreaDegrees.degreeId })
      .from(tfgAreaDegrees)
      .where(inArray(tfgAreaDegrees.areaId, areaIds)),
    db
      .select({ areaId: tfgAreaManagers.areaId })
      .from(tfgAreaManagers)
      .where(and(inArray(tfgAreaManagers.areaId, areaIds), eq(tfgAreaManagers.userId, viewer.id))),
    coordinatedIds(db, viewer),
  ]);
  const manages = new Set(managed.map((m) => m.areaId));
  return new Map(
    areaIds.map((id) => {
      const own = links.filter((l) => l.areaId === id);
      const coordinates = own.length > 0 && own.every((l) => mine.has(l.degreeId));
      return [id, { edit: coordinates || manages.has(id), links: coordinates }];
    }),
  );
}

/** Whether the viewer may create areas at all (the areas tab's 'Nueva área temática'). */
export const mayCreateAreas = (viewer: Viewer) => everything(viewer.role) || viewer.role === "ROLE_COORD";
