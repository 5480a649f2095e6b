import { eq, inArray } from "drizzle-orm";
import { tfgAllocationDegrees, tfgAllocations } from "@/db/schema";
import { msg } from "@/lib/i18n/message";
import { groupBy, LEFT, whoLeft, type Copier } from "./types";

type Item = { allocation: typeof tfgAllocations.$inferSelect; degreeIds: number[] };

/** Instructors' allocation limits, in the same degrees, with no request accepted yet; not of those who left. */
export const tfgAllocationsCopier: Copier<Item> = {
  async plan(db, from) {
    const rows = await db.select().from(tfgAllocations).where(eq(tfgAllocations.academicYearId, from.id));
    const links = rows.length
      ? await db
          .select()
          .from(tfgAllocationDegrees)
          .where(
            inArray(
              tfgAllocationDegrees.allocationId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    const left = await whoLeft(
      db,
      rows.map((r) => r.instructorId),
    );
    const degrees = groupBy(links, (l) => l.allocationId);
    const skipped = rows
      .filter((r) => left.has(r.instructorId))
      .map((r) => ({
        what: msg("academicYear.report.allocation", { user: left.get(r.instructorId)! }),
        why: LEFT,
      }));
    const items = rows
      .filter((r) => !left.has(r.instructorId))
      .map((allocation) => ({
        allocation,
        degreeIds: (degrees.get(allocation.id) ?? []).map((l) => l.degreeId),
      }));
    return { items, skipped };
  },
  count: (items) => [{ what: msg("academicYear.report.tfgAllocations"), count: items.length }],
  async write(db, items, to) {
    for (const { allocation, degreeIds } of items) {
      const { instructorId, limit } = allocation;
      const [row] = await db
        .insert(tfgAllocations)
        .values({ instructorId, academicYearId: to.id, limit, accepted: 0 })
        .returning({ id: tfgAllocations.id });
      if (degreeIds.length)
        await db
          .insert(tfgAllocationDegrees)
          .values(
            degreeIds.map((degreeId) => ({ allocationId: row!.id, degreeId, instructorId, academicYearId: to.id })),
          );
    }
  },
};
