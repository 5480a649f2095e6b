// How many students each instructor may direct, and the priority grades of the allocation proposal.
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, primaryKey, uniqueIndex } from "drizzle-orm/pg-core";
import { id, ref } from "../../columns";
import { academicYearRef, degreeRef, userRef } from "../../foreign-keys";

/**
 * How many students an instructor may direct in some degrees of an academic year. `accepted` counts
 * the accepted requests; the CHECK makes the database refuse any accept beyond `limit`.
 */
export const tfgAllocations = pgTable(
  "tfg_allocations",
  {
    id: id(),
    instructorId: userRef("instructor_id"),
    academicYearId: academicYearRef(),
    limit: integer("limit").notNull(),
    accepted: integer("accepted").notNull().default(0),
  },
  (t) => [
    check("tfg_allocations_limit", sql`${t.limit} >= 0 AND ${t.accepted} >= 0 AND ${t.accepted} <= ${t.limit}`),
    index("tfg_allocations_instructor_idx").on(t.instructorId, t.academicYearId),
  ],
);

/** A degree belongs to at most one of an instructor's allocations in a year (the unique key says so). */
export const tfgAllocationDegrees = pgTable(
  "tfg_allocation_degrees",
  {
    allocationId: ref("allocation_id", () => tfgAllocations.id, { onDelete: "cascade" }),
    degreeId: degreeRef(),
    instructorId: userRef("instructor_id"),
    academicYearId: academicYearRef(),
  },
  (t) => [
    primaryKey({ columns: [t.allocationId, t.degreeId] }),
    uniqueIndex("tfg_allocation_degrees_once_key").on(t.instructorId, t.academicYearId, t.degreeId),
  ],
);

/** Priority grades: who chooses first in the allocation proposal (higher goes first). */
export const tfgPriorityGrades = pgTable(
  "tfg_priority_grades",
  {
    id: id(),
    userId: userRef(),
    degreeId: degreeRef(),
    priority: numeric("priority", { precision: 7, scale: 3, mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("tfg_priority_grades_key").on(t.userId, t.degreeId)],
);
