import { zoneOffset } from "@/lib/time-zone";

// A VTIMEZONE (RFC 5545 §3.6.5) generated from the zone's rules as the platform's time-zone database
// knows them, for ical-generator's `timezone.generator` (the library leaves the zone's definition to
// the caller). The zone's transitions over a span of years are found by probing its UTC offset;
// when they repeat every year on the same weekday of the same month at the same time (the EU's
// "last Sunday of March", Chile's "first Sunday from the 2nd of April"), they are written as an RRULE
// that holds beyond the span, else each one as an observance of its own.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Years probed: from two before the current one to ten after it. */
const YEARS_BACK = 2;
const YEARS_AHEAD = 10;

type Transition = { at: number; from: number; to: number };

/** The instants, to the minute, where the zone's UTC offset changes within [start, end). */
function transitions(zone: string, start: number, end: number): Transition[] {
  const found: Transition[] = [];
  let before = zoneOffset(zone, start);
  for (let t = start; t < end; t += DAY) {
    const after = zoneOffset(zone, t + DAY);
    if (after === before) continue;
    let [low, high] = [t, t + DAY];
    while (high - low > MINUTE) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (zoneOffset(zone, mid) === before) low = mid;
      else high = mid;
    }
    found.push({ at: high, from: before, to: after });
    before = after;
  }
  return found;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");
/** A local date-time whose UTC fields hold the wall clock, as `YYYYMMDDTHHMMSS`. */
const localStamp = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T` +
  `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
const utcOffset = (ms: number) => `${ms < 0 ? "-" : "+"}${pad(Math.trunc(ms / 3_600_000))}${pad((ms / MINUTE) % 60)}`;
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/**
 * The yearly rule of transitions seen on one weekday of one month, as tz rules write them ("Sun>=8",
 * "lastSun"): the weekday on or after the earliest day seen. Over a decade the weekday has fallen on
 * every day of that week, so the earliest day seen is the rule's. Null when the days span more than a week.
 */
function yearlyRule(locals: Date[]): string | null {
  const days = locals.map((d) => d.getUTCDate());
  const first = Math.min(...days);
  if (Math.max(...days) - first > 6) return null;
  const month = locals[0]!.getUTCMonth();
  const weekday = WEEKDAYS[locals[0]!.getUTCDay()]!;
  const shortest = Math.min(...locals.map((d) => new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate()));
  const byDay =
    first + 6 >= shortest
      ? `-1${weekday}`
      : first % 7 === 1
        ? `${(first + 6) / 7}${weekday}`
        : `${weekday};BYMONTHDAY=${Array.from({ length: 7 }, (_, i) => first + i).join(",")}`;
  return `FREQ=YEARLY;BYMONTH=${month + 1};BYDAY=${byDay}`;
}
const wallTime = (local: Date) => localStamp(local).slice(9);

function tzName(zone: string, at: number): string | undefined {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "short" }).formatToParts(at);
  return parts.find((p) => p.type === "timeZoneName")?.value;
}

/** Transitions of one kind: one block with an RRULE if they come every year alike, else one block each. */
function blocks(zone: string, kind: "DAYLIGHT" | "STANDARD", list: Transition[], lastYear: number): string[] {
  const local = (t: Transition) => new Date(t.at + t.from);
  const block = (t: Transition, rrule?: string) => {
    const name = tzName(zone, t.at);
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(local(t))}`,
      `TZOFFSETFROM:${utcOffset(t.from)}`,
      `TZOFFSETTO:${utcOffset(t.to)}`,
      ...(name ? [`TZNAME:${name}`] : []),
      ...(rrule ? [`RRULE:${rrule}`] : []),
      `END:${kind}`,
    ];
  };
  const [first] = list;
  if (!first) return [];
  const locals = list.map(local);
  const alike = list.every(
    (t, i) =>
      t.from === first.from &&
      t.to === first.to &&
      locals[i]!.getUTCMonth() === locals[0]!.getUTCMonth() &&
      locals[i]!.getUTCDay() === locals[0]!.getUTCDay() &&
      wallTime(locals[i]!) === wallTime(locals[0]!) &&
      locals[i]!.getUTCFullYear() === locals[0]!.getUTCFullYear() + i,
  );
  const rule = alike && locals.at(-1)!.getUTCFullYear() === lastYear ? yearlyRule(locals) : null;
  return rule ? block(first, rule) : list.flatMap((t) => block(t));
}

const cache = new Map<string, string>();

/**
 * The VTIMEZONE of any IANA zone, generated from its rules (null for a name the platform does not
 * know), probing the years around `now`. Cached per zone and year.
 */
export function vTimezone(zone: string, now: Date = new Date()): string | null {
  const year = now.getUTCFullYear();
  const key = `${zone} ${year}`;
  const cached = cache.get(key);
  if (cached) return cached;
  if (Number.isNaN(zoneOffset(zone, now.getTime()))) return null;
  const found = transitions(zone, Date.UTC(year - YEARS_BACK, 0, 1), Date.UTC(year + YEARS_AHEAD + 1, 0, 1));
  const lastYear = year + YEARS_AHEAD;
  const body = found.length
    ? [
        ...blocks(
          zone,
          "DAYLIGHT",
          found.filter((t) => t.to > t.from),
          lastYear,
        ),
        ...blocks(
          zone,
          "STANDARD",
          found.filter((t) => t.to < t.from),
          lastYear,
        ),
      ]
    : fixedOffset(zone, now.getTime());
  const text = ["BEGIN:VTIMEZONE", `TZID:${zone}`, `X-LIC-LOCATION:${zone}`, ...body, "END:VTIMEZONE"].join("\r\n");
  cache.set(key, text);
  return text;
}

/** A zone without changes in the span: one STANDARD observance at its offset. */
function fixedOffset(zone: string, at: number): string[] {
  const offset = utcOffset(zoneOffset(zone, at));
  const name = tzName(zone, at);
  return [
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    ...(name ? [`TZNAME:${name}`] : []),
    "END:STANDARD",
  ];
}
