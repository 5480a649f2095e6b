import { academicYearStart } from "@/lib/dates";
import { INSTANCE_FILTER_KEYS, type InstanceListQuery } from "./list-query";

/**
 * The staff's request list opens on the requests created since the current academic year began
 * (1 September, in the portal's time zone): seed 002 §9's default 'created from'. A day in the URL
 * replaces it.
 */
export function withDefaultCreatedFrom(query: InstanceListQuery, now: Date = new Date()): InstanceListQuery {
  return query.createdFrom ? query : { ...query, createdFrom: academicYearStart(now) };
}

/** The CSV export's query: the list's filters as applied (defaults included) and its sort, not its paging. */
export function exportSearch(query: InstanceListQuery): string {
  const search = new URLSearchParams();
  for (const key of [...INSTANCE_FILTER_KEYS, "sort", "direction"] as const) {
    const value = query[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    search.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return search.toString();
}
