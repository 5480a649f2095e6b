import { msg } from "@/lib/i18n/message";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgAllocationDegrees, tfgAllocations, tfgAreaDegrees, tfgAreaManagers, tfgAreas } from "@/db/schema";
import { ForbiddenError, NotFoundError } from "@/lib/api/errors";
import { managesAreas, type Viewer } from "../scope";

const OWN_LIMIT = msg("tfg.errors.ownLimit");
const DEGREES_OUT_OF_AREAS = msg("tfg.errors.degreesOutOfAreas");

/** Allocation screens belong to admins and to instructors who manage an area ('Asignación docente'). */
export async function assertAllocationAccess(db: Db, viewer: Viewer) {
  if (viewer.role === "ROLE_INSTRUCTOR" && !(await managesAreas(db, viewer.id))) {
    throw new NotFoundError(msg("tfg.errors.noManagedAreas"));
  }
}

/**
 * The allocations a viewer reads: admins every one; an area manager those with a degree of the areas
 * they manage in the allocation's year (as a condition on `tfg_allocations`).
 */
export function allocationReadScope(viewer: Viewer): SQL | undefined {
  if (viewer.role !== "ROLE_INSTRUCTOR") return undefined;
  return sql`exists (select 1 from ${tfgAllocationDegrees}
    inner join ${tfgAreaDegrees} on ${tfgAreaDegrees.degreeId} = ${tfgAllocationDegrees.degreeId}
    inner join ${tfgAreas} on ${tfgAreas.id} = ${tfgAreaDegrees.areaId} and ${tfgAreas.academicYearId} = ${tfgAllocationDegrees.academicYearId}
    inner join ${tfgAreaManagers} on ${tfgAreaManagers.areaId} = ${tfgAreas.id}
    where ${tfgAllocationDegrees.allocationId} = ${tfgAllocations.id} and ${tfgAreaManagers.userId} = ${viewer.id})`;
}

/** The degrees of the areas the user manages in a year. */
export async function areaDegreesOf(db: Db, userId: number, academicYearId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ degreeId: tfgAreaDegrees.degreeId })
    .from(tfgAreaManagers)
    .innerJoin(tfgAreas, eq(tfgAreas.id, tfgAreaManagers.areaId))
    .innerJoin(tfgAreaDegrees, eq(tfgAreaDegrees.areaId, tfgAreas.id))
    .where(and(eq(tfgAreaManagers.userId, userId), eq(tfgAreas.academicYearId, academicYearId)));
  return rows.map((r) => r.degreeId);
}

/**
 * What an area manager may write: another instructor's allocation (never their own limit), in the
 * degrees of the areas they manage that year only — both the degrees it has and those it gets.
 * Admins write any allocation.
 */
export async function assertAllocationScope(
  db: Db,
  viewer: Viewer,
  write: { instructorId: number; academicYearId: number; degreeIds: number[]; allocationId?: number },
) {
  await assertAllocationAccess(db, viewer);
  if (viewer.role !== "ROLE_INSTRUCTOR") return;
  if (write.instructorId === viewer.id) throw new ForbiddenError(OWN_LIMIT);
  const held = write.allocationId
    ? await db
        .select({ degreeId: tfgAllocationDegrees.degreeId })
        .from(tfgAllocationDegrees)
        .where(inArray(tfgAllocationDegrees.allocationId, [write.allocationId]))
    : [];
  const mine = new Set(await areaDegreesOf(db, viewer.id, write.academicYearId));
  if ([...write.degreeIds, ...held.map((h) => h.degreeId)].some((d) => !mine.has(d)))
    throw new ForbiddenError(DEGREES_OUT_OF_AREAS);
}
