import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { enrollmentRequests, enrollmentTerms } from "@/db/schema";
import { yearOrActive } from "@/lib/academic-year/active";
import { ConflictError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";

const NO_CAPACITY_YEAR = msg("enrollments.errors.noCapacityYear");

/**
 * The year whose capacities a term's requests count on: the term's, or the active one when it has none
 * (or the request none). For a select that reads (or left-joins) `enrollment_terms`.
 */
export const termYear = yearOrActive(enrollmentTerms.academicYearId);

async function yearOrConflict(rows: Promise<{ year: number | null }[]>): Promise<number> {
  const [row] = await rows;
  if (row?.year == null) throw new ConflictError(NO_CAPACITY_YEAR);
  return row.year;
}

/** The academic year of enrolment term `termId`'s capacities (a 409 when it has none to belong to). */
export function enrollmentTermYear(db: Db, termId: number): Promise<number> {
  return yearOrConflict(db.select({ year: termYear }).from(enrollmentTerms).where(eq(enrollmentTerms.id, termId)));
}

/** The academic year of request `requestId`'s capacities: its enrolment term's (the active one without a term). */
export function enrollmentRequestYear(db: Db, requestId: number): Promise<number> {
  return yearOrConflict(
    db
      .select({ year: termYear })
      .from(enrollmentRequests)
      .leftJoin(enrollmentTerms, eq(enrollmentTerms.id, enrollmentRequests.enrollmentTermId))
      .where(eq(enrollmentRequests.id, requestId)),
  );
}

/** The academic year of each of enrolment terms `ids` (null for a term with none and no active year). */
export async function enrollmentTermYears(db: Db, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: enrollmentTerms.id, year: termYear })
    .from(enrollmentTerms)
    .where(inArray(enrollmentTerms.id, ids));
  return new Map(rows.map((row) => [row.id, row.year]));
}
