import { msg } from "@/lib/i18n/message";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { degrees, tfgAreaDegrees, tfgAreaManagers, tfgAreas, tfgTerms, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { allocatedInstructors } from "../allocations/queries";
import { activeYearId, degreeIdsOf } from "../lookups";
import type { NamedRef } from "../schemas";
import type { AreaRow, DirectorOption } from "./schemas";

/** An area is offered when it is active and has managers (seed 003 §5). */
export const usable = sql`${tfgAreas.active} and exists (select 1 from ${tfgAreaManagers} where ${tfgAreaManagers.areaId} = ${tfgAreas.id})`;

/** Areas with their degrees and managers, in name order. */
export async function areasByIds(db: Db, ids: number[]): Promise<AreaRow[]> {
  if (ids.length === 0) return [];
  const [areas, areaDegrees, managers] = await Promise.all([
    db.select().from(tfgAreas).where(inArray(tfgAreas.id, ids)).orderBy(asc(tfgAreas.name), asc(tfgAreas.id)),
    db
      .select({ areaId: tfgAreaDegrees.areaId, externalId: degrees.externalId, name: degrees.name })
      .from(tfgAreaDegrees)
      .innerJoin(degrees, eq(degrees.id, tfgAreaDegrees.degreeId))
      .where(inArray(tfgAreaDegrees.areaId, ids))
      .orderBy(asc(degrees.name)),
    db
      .select({ areaId: tfgAreaManagers.areaId, externalId: users.externalId, name: fullName(users) })
      .from(tfgAreaManagers)
      .innerJoin(users, eq(users.id, tfgAreaManagers.userId))
      .where(inArray(tfgAreaManagers.areaId, ids))
      .orderBy(asc(users.familyName)),
  ]);
  const of = (rows: Array<NamedRef & { areaId: number }>, id: number) =>
    rows.filter((r) => r.areaId === id).map(({ areaId: _, ...ref }) => ref);
  return areas.map((a) => ({
    id: a.id,
    name: a.name,
    active: a.active,
    academicYearId: a.academicYearId,
    assignedDegrees: of(areaDegrees, a.id),
    assignedManagers: of(managers, a.id),
  }));
}

/** `GET /tfg-api/areas`: the year's areas (the active year by default); `all` includes hidden ones. */
export async function listAreas(db: Db, q: { academicYearId?: number; all: boolean }): Promise<AreaRow[]> {
  const yearId = q.academicYearId ?? (await activeYearId(db));
  const ids = await db
    .select({ id: tfgAreas.id })
    .from(tfgAreas)
    .where(and(eq(tfgAreas.academicYearId, yearId), q.all ? undefined : eq(tfgAreas.active, true)));
  return areasByIds(
    db,
    ids.map((r) => r.id),
  );
}

/** `GET /tfg-api/degrees/{degreeId}/areas`: the degree's areas of the year; without `all`, only usable ones. */
export async function degreeAreas(
  db: Db,
  degreeId: number,
  q: { academicYearId?: number; all: boolean },
): Promise<AreaRow[]> {
  const yearId = q.academicYearId ?? (await activeYearId(db));
  const ids = await db
    .select({ id: tfgAreas.id })
    .from(tfgAreas)
    .innerJoin(tfgAreaDegrees, and(eq(tfgAreaDegrees.areaId, tfgAreas.id), eq(tfgAreaDegrees.degreeId, degreeId)))
    .where(and(eq(tfgAreas.academicYearId, yearId), q.all ? undefined : usable));
  return areasByIds(
    db,
    ids.map((r) => r.id),
  );
}

/** The year `GET /areas/instructors` answers for: the one named, else the call's, else the area's, else the active one. */
async function yearOf(db: Db, q: { academicYearId?: number; termId?: number; areaId?: number }): Promise<number> {
  if (q.academicYearId) return q.academicYearId;
  const [row] = q.termId
    ? await db.select({ id: tfgTerms.academicYearId }).from(tfgTerms).where(eq(tfgTerms.id, q.termId))
    : q.areaId
      ? await db.select({ id: tfgAreas.academicYearId }).from(tfgAreas).where(eq(tfgAreas.id, q.areaId))
      : [];
  if (q.termId || q.areaId) {
    if (!row) throw new NotFoundError(msg(q.termId ? "tfg.errors.termNotFound" : "tfg.errors.areaNotFound"));
    return row.id;
  }
  return activeYearId(db);
}

/**
 * `GET /tfg-api/areas/instructors?ids=…`: the directors of the degrees `ids` in the year, i.e. the
 * instructors with an allocation for one of them, with the places they have left.
 */
export async function areaInstructors(
  db: Db,
  q: { ids: string[]; academicYearId?: number; termId?: number; areaId?: number },
): Promise<DirectorOption[]> {
  const degreeIds = [...(await degreeIdsOf(db, q.ids, "ids")).values()];
  return allocatedInstructors(db, degreeIds, await yearOf(db, q));
}
