import { es } from "date-fns/locale";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

/** The portal shows and takes every date and time in Madrid's time zone, whatever the host's. */
export const PORTAL_TIME_ZONE = "Europe/Madrid";

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;
// Browsers send `HH:mm`, or `HH:mm:ss` when an input's step is under a minute; seconds are dropped.
const TIME_INPUT = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/;

function toValidDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `DD/MM/YYYY HH:mm` (24 h) in Madrid time; `""` for null, undefined, `""` or an invalid date. */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = toValidDate(value);
  return date ? formatInTimeZone(date, PORTAL_TIME_ZONE, "dd/MM/yyyy HH:mm", { locale: es }) : "";
}

/** `DD/MM/YYYY` in Madrid time; `""` for null, undefined, `""` or an invalid date. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toValidDate(value);
  return date ? formatInTimeZone(date, PORTAL_TIME_ZONE, "dd/MM/yyyy", { locale: es }) : "";
}

/**
 * Turns the values of `<input type="date">` (`YYYY-MM-DD`) and `<input type="time">` (`HH:mm`),
 * read as Madrid wall-clock time, into an ISO UTC string (`2026-07-01T10:05:00.000Z`).
 * Returns `""` when either part is missing or malformed, so a half-filled form maps to "no value".
 */
export function madridInputToIso(date: string, time: string): string {
  if (!DATE_INPUT.test(date) || !TIME_INPUT.test(time)) return "";
  const instant = fromZonedTime(`${date}T${time.slice(0, 5)}:00`, PORTAL_TIME_ZONE);
  return Number.isNaN(instant.getTime()) ? "" : instant.toISOString();
}

/**
 * The inverse of `madridInputToIso`: the Madrid date and time of an instant, as native input
 * values. Both are `""` for an empty or invalid value.
 */
export function isoToMadridInput(iso: Date | string | null | undefined): { date: string; time: string } {
  const instant = toValidDate(iso);
  if (!instant) return { date: "", time: "" };
  // formatInTimeZone rather than toZonedTime + format: the latter goes through a Date in the
  // host's zone, which cannot represent wall times that fall in the host's own DST gap.
  return {
    date: formatInTimeZone(instant, PORTAL_TIME_ZONE, "yyyy-MM-dd"),
    time: formatInTimeZone(instant, PORTAL_TIME_ZONE, "HH:mm"),
  };
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const SPANISH_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) ([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A date and time as people write it in a spreadsheet: ISO 8601 (without an offset it is Madrid
 * time) or `DD/MM/YYYY HH:mm` in Madrid time. Null when it is neither or names no real date.
 */
export function parsePortalDateTime(text: string): Date | null {
  const value = text.trim();
  let instant: Date;
  if (ISO_DATE_TIME.test(value)) {
    instant = /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? new Date(value) : fromZonedTime(value, PORTAL_TIME_ZONE);
    const [date] = value.split("T");
    if (Number.isNaN(instant.getTime()) || !isRealDate(date!)) return null;
    return instant;
  }
  const match = SPANISH_DATE_TIME.exec(value);
  if (!match) return null;
  const [, day, month, year, hour, minute] = match;
  const date = `${year}-${month}-${day}`;
  if (!isRealDate(date)) return null;
  instant = fromZonedTime(`${date}T${hour}:${minute}:00`, PORTAL_TIME_ZONE);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** `YYYY-MM-DD` naming a day that exists (no 31/02). */
function isRealDate(date: string): boolean {
  const [y, m, d] = date.split("-").map(Number);
  const probe = new Date(Date.UTC(y!, m! - 1, d!));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m! - 1 && probe.getUTCDate() === d;
}
