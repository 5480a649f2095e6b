import { and, gte, lt, type AnyColumn, type SQL } from "drizzle-orm";
import { dayRange } from "@/lib/dates";

/**
 * A list's "from day … to day" filter on a timestamp column: from the first instant of `from` to
 * the last of `to`, both whole days in the portal's time zone (23 or 25 hours on the days the clocks
 * change). Either bound may be absent.
 */
export function withinDays(column: AnyColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(from ? gte(column, dayRange(from).start) : undefined, to ? lt(column, dayRange(to).end) : undefined);
}
