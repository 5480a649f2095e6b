import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, courseMembers } from "@/db/schema";
import { inActiveYear, yearOrActive } from "./active";

/**
 * Whether a `course_members` row is a membership of the active academic year, or of year `yearId` when
 * the screen is about another one (an id, or an expression of the outer query). A membership without a year belongs to the active one. For a select
 * from the table itself; a query that aliases memberships reads `yearMembers` instead.
 */
export const membershipInYear = (yearId?: number | SQL): SQL<boolean> =>
  yearId === undefined
    ? inActiveYear(courseMembers.academicYearId)
    : sql<boolean>`${yearOrActive(courseMembers.academicYearId)} = ${yearId}`;

/** The memberships of the active year (or of `yearId`) as a from-item: `from ${yearMembers()} scope`. */
export const yearMembers = (yearId?: number | SQL): SQL =>
  sql`(select * from ${courseMembers} where ${membershipInYear(yearId)})`;

/** The year written on a membership of the active year: its id, or null before any year is active. */
export async function activeMembershipYear(db: Db): Promise<number | null> {
  const [active] = await db.select({ id: academicYears.id }).from(academicYears).where(eq(academicYears.active, true));
  return active?.id ?? null;
}
