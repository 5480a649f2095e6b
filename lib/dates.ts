// Dates with the platform's Intl only: no date library reaches the browser through the tables.

/** The portal shows and takes every date and time in Madrid's time zone, whatever the host's. */
export const PORTAL_TIME_ZONE = "Europe/Madrid";

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;
// Browsers send `HH:mm`, or `HH:mm:ss` when an input's step is under a minute; seconds are dropped.
const TIME_INPUT = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/;

const madridParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: PORTAL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

type WallTime = { year: string; month: string; day: string; hour: string; minute: string; second: string };

function madridWallTime(date: Date): WallTime {
  const parts = Object.fromEntries(madridParts.formatToParts(date).map((p) => [p.type, p.value]));
  return parts as WallTime;
}

function toValidDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `DD/MM/YYYY HH:mm` (24 h) in Madrid time; `""` for null, undefined, `""` or an invalid date. */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = toValidDate(value);
  if (!date) return "";
  const t = madridWallTime(date);
  return `${t.day}/${t.month}/${t.year} ${t.hour}:${t.minute}`;
}

/** `DD/MM/YYYY` in Madrid time; `""` for null, undefined, `""` or an invalid date. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toValidDate(value);
  if (!date) return "";
  const t = madridWallTime(date);
  return `${t.day}/${t.month}/${t.year}`;
}

/** Madrid's offset from UTC at an instant, in milliseconds. */
function madridOffset(instant: number): number {
  const t = madridWallTime(new Date(instant));
  const wall = Date.UTC(+t.year, +t.month - 1, +t.day, +t.hour, +t.minute, +t.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * Turns the values of `<input type="date">` (`YYYY-MM-DD`) and `<input type="time">` (`HH:mm`),
 * read as Madrid wall-clock time, into an ISO UTC string (`2026-07-01T10:05:00.000Z`).
 * Returns `""` when either part is missing or malformed, so a half-filled form maps to "no value".
 */
export function madridInputToIso(date: string, time: string): string {
  if (!DATE_INPUT.test(date) || !TIME_INPUT.test(time)) return "";
  const wall = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  if (Number.isNaN(wall)) return "";
  // The offset at the wall time read as UTC is off by at most one change; a second pass settles it.
  const guess = wall - madridOffset(wall);
  return new Date(wall - madridOffset(guess)).toISOString();
}

/**
 * The inverse of `madridInputToIso`: the Madrid date and time of an instant, as native input
 * values. Both are `""` for an empty or invalid value.
 */
export function isoToMadridInput(iso: Date | string | null | undefined): { date: string; time: string } {
  const instant = toValidDate(iso);
  if (!instant) return { date: "", time: "" };
  const t = madridWallTime(instant);
  return { date: `${t.year}-${t.month}-${t.day}`, time: `${t.hour}:${t.minute}` };
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
    const [date, time] = value.split("T");
    instant = /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? new Date(value) : new Date(madridInputToIso(date!, time!));
    if (Number.isNaN(instant.getTime()) || !isRealDate(date!)) return null;
    return instant;
  }
  const match = SPANISH_DATE_TIME.exec(value);
  if (!match) return null;
  const [, day, month, year, hour, minute] = match;
  const date = `${year}-${month}-${day}`;
  if (!isRealDate(date)) return null;
  instant = new Date(madridInputToIso(date, `${hour}:${minute}`));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** `YYYY-MM-DD` naming a day that exists (no 31/02). */
function isRealDate(date: string): boolean {
  const [y, m, d] = date.split("-").map(Number);
  const probe = new Date(Date.UTC(y!, m! - 1, d!));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m! - 1 && probe.getUTCDate() === d;
}
