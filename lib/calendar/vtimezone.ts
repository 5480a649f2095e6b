/**
 * The VTIMEZONE of Europe/Madrid (EU summer time since 1996: last Sunday of March at 01:00 UTC to
 * last Sunday of October at 01:00 UTC), for ical-generator's `timezone.generator`: the library
 * writes the calendar; it leaves the zone's definition to the caller.
 */
export function madridVTimezone(tz: string): string | null {
  if (tz !== "Europe/Madrid") return null;
  return [
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Madrid",
    "X-LIC-LOCATION:Europe/Madrid",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "TZNAME:CEST",
    "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "TZNAME:CET",
    "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");
}
