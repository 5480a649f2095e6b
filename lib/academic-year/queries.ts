import { asc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { AnyPgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import {
  academicYears,
  enrollmentCourses,
  enrollmentTerms,
  examTerms,
  instanceTemplates,
  tfgAllocations,
  tfgAreas,
  tfgTerms,
} from "@/db/schema";
import type { YearCounts, YearRowView } from "./schemas";

// The outer row's columns, qualified: drizzle writes a one-table select's own columns bare, and a bare
// "id" inside the subquery would be the counted table's.
const year = (column: string) => sql`${academicYears}.${sql.identifier(column)}`;

// The rows of each year: terms made before the first turnover have no year and belong to the active one.
const countOf = (table: AnyPgTable, column: AnyColumn, { yearless = false } = {}): SQL<number> =>
  sql<number>`(select count(*)::int from ${table} where ${column} = ${year("id")}${
    yearless ? sql` or (${year("active")} and ${column} is null)` : sql``
  })`;

const COUNTS = {
  enrollmentTerms: countOf(enrollmentTerms, enrollmentTerms.academicYearId, { yearless: true }),
  enrollmentCapacities: countOf(enrollmentCourses, enrollmentCourses.academicYearId),
  instanceTemplates: countOf(instanceTemplates, instanceTemplates.termId),
  examTerms: countOf(examTerms, examTerms.academicYearId, { yearless: true }),
  tfgTerms: countOf(tfgTerms, tfgTerms.academicYearId),
  tfgAreas: countOf(tfgAreas, tfgAreas.academicYearId),
  tfgAllocations: countOf(tfgAllocations, tfgAllocations.academicYearId),
} satisfies Record<keyof YearCounts, SQL<number>>;

/** Every academic year, the newest first, with how many rows of each kind it holds. */
export async function listYears(db: Db): Promise<YearRowView[]> {
  const rows = await db
    .select({
      externalId: academicYears.externalId,
      name: academicYears.name,
      active: academicYears.active,
      closedAt: academicYears.closedAt,
      ...COUNTS,
    })
    .from(academicYears)
    .orderBy(sql`${academicYears.name} desc`, asc(academicYears.id));
  return rows.map(({ externalId, name, active, closedAt, ...counts }) => ({
    externalId,
    name,
    active,
    closed: closedAt !== null,
    counts,
  }));
}
