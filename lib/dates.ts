// Every date the portal shows, reads or filters by, in the portal's time zone (PORTAL_TIME_ZONE).
// Offsets and wall clocks come from the platform's time-zone database through Intl, the same source
// date-fns-tz reads: this module reaches every table in the browser, and date-fns-tz's conversion
// would put the largest routes over their JavaScript budget (README, "Page weight").
import type { Locale } from "./i18n/locales";
import { configuredTimeZone, zoneOffset } from "./time-zone";

/**
 * The portal's time zone. On the server, PORTAL_TIME_ZONE; in the browser, the zone the server
 * wrote on `<html data-time-zone>`, so that a screen shows the portal's time, not the browser's.
 */
export function portalTimeZone(): string {
  if (typeof document !== "undefined") {
    const zone = document.documentElement.dataset.timeZone;
    if (zone) return zone;
  }
  return configuredTimeZone();
}

type WallClock = { year: string; month: string; day: string; hour: string; minute: string; second: string };

const partsByZone = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `instant` in the portal's zone, as two-digit fields (four for the year). */
function wallClock(instant: Date): WallClock {
  const zone = portalTimeZone();
  let format = partsByZone.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partsByZone.set(zone, format);
  }
  return Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value])) as WallClock;
}

/**
 * The order in which each language writes a day in numbers: the European one, the year first in Basque.
 * Written here rather than read from Intl: Node's locale data writes Basque `2026/03/05`, Chromium's
 * `05/03/2026`, and a page rendered by one and hydrated by the other would differ.
 */
const YEAR_FIRST: Record<Locale, boolean> = { es: false, ca: false, gl: false, eu: true, en: false };

/**
 * A calendar day as the language writes it in numbers (`05/03/2026`, eu `2026/03/05`). The language is
 * always the caller's (next-intl's `useLocale()` in a component, `pageLocale()` in a server page, the
 * endpoint's `locale`, the recipient's for a document): one guessed here would differ between the
 * server's render and the browser's.
 */
function dayText(year: string, month: string, day: string, locale: Locale): string {
  return YEAR_FIRST[locale] ? `${year}/${month}/${day}` : `${day}/${month}/${year}`;
}

function toValidDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `DD/MM/YYYY HH:mm` (24 h) in the portal's zone, the day in `locale`'s order (see `dayText`); `""`
 * for null, undefined, `""` or an invalid date.
 */
export function formatDateTime(value: Date | string | null | undefined, locale: Locale): string {
  const date = toValidDate(value);
  if (!date) return "";
  const t = wallClock(date);
  return `${dayText(t.year, t.month, t.day, locale)} ${t.hour}:${t.minute}`;
}

/** `DD/MM/YYYY` in the portal's zone (in `locale`'s order); `""` for null, undefined, `""` or an invalid date. */
export function formatDate(value: Date | string | null | undefined, locale: Locale): string {
  const date = toValidDate(value);
  if (!date) return "";
  const t = wallClock(date);
  return dayText(t.year, t.month, t.day, locale);
}

/** `HH:mm` (24 h) in the portal's zone; `""` for null, undefined, `""` or an invalid date. */
export function formatTime(value: Date | string | null | undefined): string {
  const date = toValidDate(value);
  if (!date) return "";
  const t = wallClock(date);
  return `${t.hour}:${t.minute}`;
}

/**
 * The wall clock of `value` in the portal's zone as a Date whose UTC fields hold it: for formats
 * that carry no zone (a spreadsheet cell), so that they show the time the portal shows.
 */
export function wallClockAsUtc(value: Date | string): Date {
  const t = wallClock(new Date(value));
  return new Date(Date.UTC(+t.year, +t.month - 1, +t.day, +t.hour, +t.minute, +t.second));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Browsers send `HH:mm`, or `HH:mm:ss` when an input's step is under a minute; seconds are dropped.
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/;

/** `YYYY-MM-DD` naming a day that exists (no 31/02, no month 13, no year 0000). */
export function isDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * The instant of a wall-clock day and time in the portal's zone, or null when either is malformed:
 * the one conversion from wall clock to instant. The offset at the wall time read as UTC is off by
 * at most one clock change, which a second pass settles. A time the clocks skip (02:30 on the spring
 * change) reads as the instant that many minutes past the change; a time they repeat, as the later one.
 */
function zonedInstant(day: string, time: string): Date | null {
  if (!isDay(day) || !TIME.test(time)) return null;
  const zone = portalTimeZone();
  const wall = Date.parse(`${day}T${time.slice(0, 5)}:00Z`);
  const first = wall - zoneOffset(zone, wall);
  const second = wall - zoneOffset(zone, first);
  return new Date(zoneOffset(zone, second) === zoneOffset(zone, first) ? second : Math.max(first, second));
}

/**
 * Turns the values of `<input type="date">` (`YYYY-MM-DD`) and `<input type="time">` (`HH:mm`),
 * read as wall-clock time in the portal's zone, into an ISO UTC string (`2026-07-01T10:05:00.000Z`).
 * Returns `""` when either part is missing or malformed, so a half-filled form maps to "no value".
 */
export function zonedInputToIso(day: string, time: string): string {
  return zonedInstant(day, time)?.toISOString() ?? "";
}

/** The inverse of `zonedInputToIso`: an instant's day and time in the portal's zone, as native input values. */
export function isoToZonedInput(iso: Date | string | null | undefined): { date: string; time: string } {
  const instant = toValidDate(iso);
  if (!instant) return { date: "", time: "" };
  const t = wallClock(instant);
  return { date: `${t.year}-${t.month}-${t.day}`, time: `${t.hour}:${t.minute}` };
}

/** Today's date in the portal's zone, `YYYY-MM-DD`. */
export function zonedToday(now: Date = new Date()): string {
  return isoToZonedInput(now).date;
}

/** The calendar day after `day` (`YYYY-MM-DD`): calendar arithmetic, no clock involved. */
function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The instants `[start, end)` of a calendar day (`YYYY-MM-DD`) in the portal's zone: midnight to the
 * next midnight, which is 23 or 25 hours apart on the days the clocks change.
 */
export function dayRange(day: string): { start: Date; end: Date } {
  const start = zonedInstant(day, "00:00");
  const end = zonedInstant(nextDay(day), "00:00");
  if (!start || !end) throw new RangeError(`"${day}" no es un día AAAA-MM-DD`);
  return { start, end };
}

/**
 * The first day of the current academic year in the portal's zone, `YYYY-09-01`: 1 September of
 * this year from September on, of the previous year before.
 */
export function academicYearStart(now: Date = new Date()): string {
  const [year, month] = zonedToday(now).split("-").map(Number) as [number, number];
  return `${month >= 9 ? year : year - 1}-09-01`;
}

const DAY_TIME = /^(\d{2})\/(\d{2})\/(\d{4})(?: ([01]\d|2[0-3]):([0-5]\d))?$/;

/**
 * The portal's written format, `DD/MM/YYYY HH:mm` (24 h) in its zone, as an instant. With
 * `dayAlone`, `DD/MM/YYYY` is read too, as that day's midnight. Null when malformed or no such day.
 */
export function parseDayTime(text: string, options: { dayAlone?: boolean } = {}): Date | null {
  const m = DAY_TIME.exec(text.trim());
  if (!m || (m[4] === undefined && !options.dayAlone)) return null;
  const [, day, month, year, hour = "00", minute = "00"] = m;
  return zonedInstant(`${year}-${month}-${day}`, `${hour}:${minute}`);
}

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date and time as people write it in a spreadsheet: ISO 8601 (without an offset, in the portal's
 * zone) or `DD/MM/YYYY HH:mm`. Null when it is neither or names no real date.
 */
export function parsePortalDateTime(text: string): Date | null {
  const value = text.trim();
  const iso = ISO_DATE_TIME.exec(value);
  if (!iso) return parseDayTime(value);
  const [, day, time, offset] = iso;
  if (!isDay(day!)) return null;
  const instant = offset ? new Date(value) : zonedInstant(day!, time!);
  return instant && !Number.isNaN(instant.getTime()) ? instant : null;
}

/** True for an instant at 00:00:00.000 UTC: how a date without a time arrives when read as an instant. */
function isUtcMidnight(date: Date): boolean {
  return (
    date.getUTCHours() === 0 &&
    date.getUTCMinutes() === 0 &&
    date.getUTCSeconds() === 0 &&
    date.getUTCMilliseconds() === 0
  );
}

/**
 * A value that names a day rather than an instant (a deadline, an inscription period): `YYYY-MM-DD`,
 * or an instant at midnight UTC, shown as its calendar day `DD/MM/YYYY` in every zone, never as
 * '01:00' of that day in Madrid (or 00:00 in the Canaries). Any other instant has a time of its own
 * and is shown as `formatDateTime`. `""` for null, undefined, `""` or an invalid value.
 */
export function formatDateOnly(value: Date | string | null | undefined, locale: Locale): string {
  if (typeof value === "string" && DAY.test(value)) {
    if (!isDay(value)) return "";
    const [year, month, day] = value.split("-");
    return dayText(year!, month!, day!, locale);
  }
  const date = toValidDate(value);
  if (!date) return "";
  if (!isUtcMidnight(date)) return formatDateTime(date, locale);
  const [year, month, day] = date.toISOString().slice(0, 10).split("-");
  return dayText(year!, month!, day!, locale);
}
