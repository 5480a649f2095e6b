import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { academicYears } from "@/db/schema";

/** The active year's id as a scalar subquery (null before any year is active). */
export const activeYearId = sql<
  number | null
>`(select ${academicYears.id} from ${academicYears} where ${academicYears.active})`;

/**
 * Whether a row's academic year is the active one. Rows made before the first turnover have no year
 * and belong to the active one.
 */
export const inActiveYear = (yearColumn: AnyColumn): SQL<boolean> =>
  sql<boolean>`(${yearColumn} is null or ${yearColumn} = ${activeYearId})`;

/** A row's academic year: its own, or the active one when it has none (made before the first turnover). */
export const yearOrActive = (yearColumn: AnyColumn): SQL<number | null> =>
  sql<number | null>`coalesce(${yearColumn}, ${activeYearId})`;
