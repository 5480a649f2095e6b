import { msg } from "@/lib/i18n/message";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgAllocationDegrees, tfgAllocations } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";

const NO_ALLOCATION = msg("tfg.errors.noAllocation");

/** The allocation of a director for a degree and year, if any. */
async function allocationFor(db: Db, instructorId: number, degreeId: number, academicYearId: number) {
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

/**
 * Takes one place of an allocation. The conditional UPDATE is the rule: when two staff accept the
 * last place at once, PostgreSQL makes the second wait and then finds no row, so only one wins.
 */
async function takePlace(db: Db, allocationId: number): Promise<boolean> {
  const rows = await db
    .update(tfgAllocations)
    .set({ accepted: sql`${tfgAllocations.accepted} + 1` })
    .where(and(eq(tfgAllocations.id, allocationId), sql`${tfgAllocations.accepted} < ${tfgAllocations.limit}`))
    .returning({ id: tfgAllocations.id });
  return rows.length > 0;
}

/** Takes a place of the director's allocation for the degree and year (409 without one, or at its limit). */
export async function claimPlace(
  db: Db,
  row: { instructorId: number; degreeId: number; academicYearId: number },
): Promise<number> {
  const allocation = await allocationFor(db, row.instructorId, row.degreeId, row.academicYearId);
  if (!allocation) throw new ConflictError(NO_ALLOCATION);
  if (!(await takePlace(db, allocation.id)))
    throw new ConflictError(msg("tfg.errors.limitReached", { limit: allocation.limit }));
  return allocation.id;
}

export async function releasePlace(db: Db, allocationId: number): Promise<void> {
  await db
    .update(tfgAllocations)
    .set({ accepted: sql`greatest(${tfgAllocations.accepted} - 1, 0)` })
    .where(eq(tfgAllocations.id, allocationId));
}
