// Runs twice (vitest.config.ts): in the default zone and with PORTAL_TIME_ZONE=Atlantic/Canary.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { portalTimeZone } from "@/lib/dates";
import { vTimezone } from "./vtimezone";

const NOW = new Date("2026-11-26T12:00:00Z");

/** The zone as a calendar client reads it from the generated VTIMEZONE. */
function clientZone(zone: string) {
  const text = vTimezone(zone, NOW);
  expect(text).not.toBeNull();
  return new ICAL.Timezone(new ICAL.Component(ICAL.parse(text!)));
}

/** The wall clock of an instant in a zone, as the platform's time-zone database has it. */
function wallClock(zone: string, instant: Date) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(instant);
  const field = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: field("year"),
    month: field("month"),
    day: field("day"),
    hour: field("hour"),
    minute: field("minute"),
  };
}

describe("vTimezone", () => {
  it("writes the portal's zone as yearly rules, its two clock changes included", () => {
    const text = vTimezone(portalTimeZone(), NOW)!;
    const expected = {
      "Europe/Madrid": [
        "TZID:Europe/Madrid",
        "BEGIN:DAYLIGHT\r\nDTSTART:20240331T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT",
        "BEGIN:STANDARD\r\nDTSTART:20241027T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD",
      ],
      "Atlantic/Canary": [
        "TZID:Atlantic/Canary",
        "BEGIN:DAYLIGHT\r\nDTSTART:20240331T010000\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0100\r\nTZNAME:WEST\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT",
        "BEGIN:STANDARD\r\nDTSTART:20241027T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000\r\nTZNAME:WET\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD",
      ],
    }[portalTimeZone()];
    expect(expected).toBeDefined();
    for (const piece of expected!) expect(text).toContain(piece);
  });

  it.each(["Europe/Madrid", "Atlantic/Canary", "America/Santiago", "Australia/Lord_Howe", "Asia/Kolkata"])(
    "lets a calendar client read wall-clock times of %s back, through two years of clock changes and far ahead",
    (zone) => {
      const tz = clientZone(zone);
      const instants: Date[] = [];
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 3 * 3_600_000) instants.push(new Date(t));
      for (let t = Date.UTC(2040, 0, 1); t < Date.UTC(2041, 0, 1); t += 24 * 3_600_000) instants.push(new Date(t));
      // An event is written as its wall clock with the zone's TZID: the client must read back an
      // instant with that wall clock (either one in the hour that repeats when the clocks go back).
      for (const instant of instants) {
        const wall = wallClock(zone, instant);
        const read = new ICAL.Time({ ...wall, second: 0, isDate: false }, tz).toJSDate();
        expect([instant.toISOString(), wallClock(zone, read)]).toEqual([instant.toISOString(), wall]);
      }
    },
  );

  it("writes a zone without clock changes as one fixed offset, and knows no made-up zone", () => {
    const text = vTimezone("Asia/Tokyo", NOW)!;
    expect(text).toContain("BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900");
    expect(text).not.toContain("DAYLIGHT");
    expect(vTimezone("Europe/Atlantida", NOW)).toBeNull();
  });
});
