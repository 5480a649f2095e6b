import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgAllocationDegrees, tfgAllocations, tfgAreaManagers, tfgAreas, users } from "@/db/schema";
import type { NamedRef } from "./schemas";
import { fullName } from "./scope";

const asRef = { externalId: users.externalId, name: fullName(users) };

/**
 * The directors a student may choose in an area for a degree: the area's managers who hold an
 * allocation for that degree in the area's academic year.
 */
export async function areaDirectors(
  db: Db,
  areaId: number,
  degreeId: number,
): Promise<Array<NamedRef & { id: number }>> {
  return db
    .selectDistinct({ id: users.id, ...asRef, familyName: users.familyName })
    .from(tfgAreaManagers)
    .innerJoin(tfgAreas, eq(tfgAreas.id, tfgAreaManagers.areaId))
    .innerJoin(users, eq(users.id, tfgAreaManagers.userId))
    .innerJoin(
      tfgAllocationDegrees,
      and(
        eq(tfgAllocationDegrees.instructorId, users.id),
        eq(tfgAllocationDegrees.academicYearId, tfgAreas.academicYearId),
        eq(tfgAllocationDegrees.degreeId, degreeId),
      ),
    )
    .where(eq(tfgAreaManagers.areaId, areaId))
    .orderBy(asc(users.familyName))
    .then((rows) => rows.map(({ familyName: _, ...r }) => r));
}

/** Instructors holding an allocation in any of the degrees (the managers offered in the subject form). */
export async function degreeInstructors(db: Db, degreeIds: number[], academicYearId?: number): Promise<NamedRef[]> {
  if (degreeIds.length === 0) return [];
  return db
    .selectDistinct({ ...asRef, familyName: users.familyName })
    .from(tfgAllocationDegrees)
    .innerJoin(users, eq(users.id, tfgAllocationDegrees.instructorId))
    .where(
      and(
        inArray(tfgAllocationDegrees.degreeId, degreeIds),
        academicYearId ? eq(tfgAllocationDegrees.academicYearId, academicYearId) : undefined,
      ),
    )
    .orderBy(asc(users.familyName))
    .then((rows) => rows.map(({ familyName: _, ...r }) => r));
}

/** The allocation of a director for a degree and year, if any. */
export async function allocationFor(db: Db, instructorId: number, degreeId: number, academicYearId: number) {
  const [row] = await db
    .select({ id: tfgAllocations.id, limit: tfgAllocations.limit, accepted: tfgAllocations.accepted })
    .from(tfgAllocationDegrees)
    .innerJoin(tfgAllocations, eq(tfgAllocations.id, tfgAllocationDegrees.allocationId))
    .where(
      and(
        eq(tfgAllocationDegrees.instructorId, instructorId),
        eq(tfgAllocationDegrees.degreeId, degreeId),
        eq(tfgAllocationDegrees.academicYearId, academicYearId),
      ),
    );
  return row ?? null;
}

export const NO_ALLOCATION = "El director no tiene plazas asignadas para esta titulación en este curso académico";
export const LIMIT_REACHED =
  "El director ha alcanzado su límite de alumnos para esta titulación en este curso académico";

/**
 * Takes one place of an allocation. The conditional UPDATE is the rule: when two staff accept the
 * last place at once, PostgreSQL makes the second wait and then finds no row, so only one wins.
 */
export async function takePlace(db: Db, allocationId: number): Promise<boolean> {
  const rows = await db
    .update(tfgAllocations)
    .set({ accepted: sql`${tfgAllocations.accepted} + 1` })
    .where(and(eq(tfgAllocations.id, allocationId), sql`${tfgAllocations.accepted} < ${tfgAllocations.limit}`))
    .returning({ id: tfgAllocations.id });
  return rows.length > 0;
}

export async function releasePlace(db: Db, allocationId: number): Promise<void> {
  await db
    .update(tfgAllocations)
    .set({ accepted: sql`greatest(${tfgAllocations.accepted} - 1, 0)` })
    .where(eq(tfgAllocations.id, allocationId));
}
