import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * The one window rule: open now when `start <= now() <= end`, both ends included, asked of the
 * database's clock (one clock for every instance). A missing start or end leaves that side open.
 * Every module with a window (exam choice, enrolment terms, instance templates, TFG calls) uses it.
 */
export function openNow(start: AnyColumn | SQL, end: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`((${start} is null or ${start} <= now()) and (${end} is null or now() <= ${end}))`;
}
