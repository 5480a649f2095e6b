import { addYears } from "date-fns";
import { fromZonedTime, toZonedTime } from "date-fns-tz";
import { configuredTimeZone } from "@/lib/time-zone";

/**
 * The same wall-clock time one year later in the portal's zone: a call at 9:00 stays at 9:00 across a
 * change of the clocks, and 29 February becomes 28 February.
 */
export function nextYear(instant: Date): Date;
export function nextYear(instant: Date | null): Date | null;
export function nextYear(instant: Date | null): Date | null {
  if (!instant) return null;
  const zone = configuredTimeZone();
  return fromZonedTime(addYears(toZonedTime(instant, zone), 1), zone);
}

/** The name of the year after `name`: each four-digit year in it one more ('2025-2026' → '2026-2027'). */
export function nextYearName(name: string): string {
  return name.replace(/\b(\d{4})\b/g, (year) => String(Number(year) + 1));
}

/**
 * A copied row's name for the new year: the old year's name in it becomes the new one's; a name that
 * must be unique across years and does not name its year gets the new year's name after it.
 */
export function renamed(name: string, from: string, to: string, { unique = false } = {}): string {
  if (name.includes(from)) return name.split(from).join(to);
  return unique ? `${name} (${to})` : name;
}
