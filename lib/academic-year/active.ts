import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { academicYears } from "@/db/schema";

/**
 * Whether a row's academic year is the active one. Rows made before the first turnover have no year
 * and belong to the active one.
 */
export const inActiveYear = (yearColumn: AnyColumn): SQL<boolean> =>
  sql<boolean>`(${yearColumn} is null or ${yearColumn} = (select ${academicYears.id} from ${academicYears} where ${academicYears.active}))`;
