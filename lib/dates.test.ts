// Runs twice (vitest.config.ts): in the default zone and with PORTAL_TIME_ZONE=Atlantic/Canary.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  academicYearStart,
  dayRange,
  formatDate,
  formatDateOnly,
  formatDateTime,
  isDay,
  isoToZonedInput,
  parseDayTime,
  parsePortalDateTime,
  portalTimeZone,
  wallClockAsUtc,
  zonedInputToIso,
  zonedToday,
} from "./dates";

type Zone = "Europe/Madrid" | "Atlantic/Canary";
const zone = portalTimeZone() as Zone;
/** The value this test expects in the zone it runs in. */
const inZone = <T>(values: Record<Zone, T>): T => values[zone];
const HOUR = 3_600_000;

it("runs in one of the zones it has expectations for", () => {
  expect(["Europe/Madrid", "Atlantic/Canary"]).toContain(zone);
});

describe("dayRange", () => {
  it("is 24 hours on an ordinary day", () => {
    const { start, end } = dayRange("2025-06-15");
    expect(start.toISOString()).toBe(
      inZone({ "Europe/Madrid": "2025-06-14T22:00:00.000Z", "Atlantic/Canary": "2025-06-14T23:00:00.000Z" }),
    );
    expect(end.getTime() - start.getTime()).toBe(24 * HOUR);
  });

  it("is 23 hours on 2025-03-30, when the clocks go forward", () => {
    const { start, end } = dayRange("2025-03-30");
    expect([start.toISOString(), end.toISOString()]).toEqual(
      inZone({
        "Europe/Madrid": ["2025-03-29T23:00:00.000Z", "2025-03-30T22:00:00.000Z"],
        "Atlantic/Canary": ["2025-03-30T00:00:00.000Z", "2025-03-30T23:00:00.000Z"],
      }),
    );
    expect(end.getTime() - start.getTime()).toBe(23 * HOUR);
  });

  it("is 25 hours on 2025-10-26, when the clocks go back", () => {
    const { start, end } = dayRange("2025-10-26");
    expect([start.toISOString(), end.toISOString()]).toEqual(
      inZone({
        "Europe/Madrid": ["2025-10-25T22:00:00.000Z", "2025-10-26T23:00:00.000Z"],
        "Atlantic/Canary": ["2025-10-25T23:00:00.000Z", "2025-10-27T00:00:00.000Z"],
      }),
    );
    expect(end.getTime() - start.getTime()).toBe(25 * HOUR);
  });

  it("days follow one another without a gap, across the year's end and a month of 28 days", () => {
    expect(dayRange("2025-12-31").end).toEqual(dayRange("2026-01-01").start);
    expect(dayRange("2026-02-28").end).toEqual(dayRange("2026-03-01").start);
  });

  it("refuses a day that does not exist", () => {
    expect(() => dayRange("2026-02-30")).toThrow(RangeError);
  });
});

describe("formatDateOnly", () => {
  it.each([
    // The inscription deadlines of issue 24: a day stored as midnight UTC read '18/11/2026 01:00' in Madrid.
    ["2026-11-18T00:00:00.000Z", "18/11/2026"],
    ["2026-12-09T00:00:00Z", "09/12/2026"],
    ["2026-07-01", "01/07/2026"],
    ["2026-03-29T00:00:00Z", "29/03/2026"],
  ] as const)("shows the day %s names as %s, in Madrid and in the Canaries alike", (value, expected) => {
    expect(formatDateOnly(value, "es")).toBe(expected);
    if (value.includes("T")) expect(formatDateOnly(new Date(value), "es")).toBe(expected);
  });

  it("keeps the time of an instant that has one, in the portal's zone", () => {
    expect(formatDateOnly("2026-11-18T09:30:00Z", "es")).toBe(
      inZone({ "Europe/Madrid": "18/11/2026 10:30", "Atlantic/Canary": "18/11/2026 09:30" }),
    );
  });

  it("returns an empty string for missing or invalid values", () => {
    for (const value of [null, undefined, "", "2026-02-30", "no es una fecha"])
      expect(formatDateOnly(value, "es")).toBe("");
  });
});

describe("formatDateTime and formatDate", () => {
  it.each([
    ["2026-07-01T10:05:00Z", { "Europe/Madrid": "01/07/2026 12:05", "Atlantic/Canary": "01/07/2026 11:05" }],
    ["2026-01-15T23:30:00Z", { "Europe/Madrid": "16/01/2026 00:30", "Atlantic/Canary": "15/01/2026 23:30" }],
    ["2026-03-29T00:59:00Z", { "Europe/Madrid": "29/03/2026 01:59", "Atlantic/Canary": "29/03/2026 00:59" }],
    ["2026-03-29T01:00:00Z", { "Europe/Madrid": "29/03/2026 03:00", "Atlantic/Canary": "29/03/2026 02:00" }],
    ["2026-10-25T00:30:00Z", { "Europe/Madrid": "25/10/2026 02:30", "Atlantic/Canary": "25/10/2026 01:30" }],
    ["2026-10-25T01:30:00Z", { "Europe/Madrid": "25/10/2026 02:30", "Atlantic/Canary": "25/10/2026 01:30" }],
  ] as const)("formats %s in the portal's zone", (iso, expected) => {
    expect(formatDateTime(iso, "es")).toBe(inZone(expected));
    expect(formatDateTime(new Date(iso), "es")).toBe(inZone(expected));
    expect(formatDate(iso, "es")).toBe(inZone(expected).slice(0, 10));
  });

  it("returns an empty string for missing or invalid values", () => {
    for (const value of [null, undefined, "", "no es una fecha"]) {
      expect(formatDateTime(value, "es")).toBe("");
      expect(formatDate(value, "es")).toBe("");
    }
  });
});

describe("wallClockAsUtc", () => {
  it("carries the portal's wall clock in the UTC fields, for formats without a zone", () => {
    expect(wallClockAsUtc("2026-07-01T10:05:30Z").toISOString()).toBe(
      inZone({ "Europe/Madrid": "2026-07-01T12:05:30.000Z", "Atlantic/Canary": "2026-07-01T11:05:30.000Z" }),
    );
  });
});

describe("zonedInputToIso and isoToZonedInput", () => {
  it("read a summer and a winter wall time in the portal's zone", () => {
    expect(zonedInputToIso("2026-07-01", "12:05")).toBe(
      inZone({ "Europe/Madrid": "2026-07-01T10:05:00.000Z", "Atlantic/Canary": "2026-07-01T11:05:00.000Z" }),
    );
    expect(zonedInputToIso("2026-01-16", "00:30")).toBe(
      inZone({ "Europe/Madrid": "2026-01-15T23:30:00.000Z", "Atlantic/Canary": "2026-01-16T00:30:00.000Z" }),
    );
  });

  it("read a time the clocks skip as past the change, and one they repeat as the later instant", () => {
    expect(zonedInputToIso("2026-03-29", inZone({ "Europe/Madrid": "02:30", "Atlantic/Canary": "01:30" }))).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(zonedInputToIso("2026-10-25", inZone({ "Europe/Madrid": "02:30", "Atlantic/Canary": "01:30" }))).toBe(
      "2026-10-25T01:30:00.000Z",
    );
  });

  it("ignore the seconds some browsers add", () => {
    expect(zonedInputToIso("2026-07-01", "12:05:30")).toBe(zonedInputToIso("2026-07-01", "12:05"));
  });

  it("round-trip, across both clock changes", () => {
    for (const iso of ["2026-07-01T10:05:00.000Z", "2026-01-15T23:30:00.000Z", "2026-03-29T01:00:00.000Z"]) {
      const { date, time } = isoToZonedInput(iso);
      expect(zonedInputToIso(date, time)).toBe(iso);
    }
  });

  it("map incomplete or malformed input to empty values", () => {
    expect(zonedInputToIso("", "10:00")).toBe("");
    expect(zonedInputToIso("2026-07-01", "")).toBe("");
    expect(zonedInputToIso("01/07/2026", "10:00")).toBe("");
    expect(zonedInputToIso("2026-07-01", "25:00")).toBe("");
    expect(zonedInputToIso("2026-02-30", "10:00")).toBe("");
    expect(isoToZonedInput("")).toEqual({ date: "", time: "" });
    expect(isoToZonedInput("x")).toEqual({ date: "", time: "" });
  });

  it("name today in the portal's zone", () => {
    expect(zonedToday(new Date("2026-01-15T23:30:00Z"))).toBe(
      inZone({ "Europe/Madrid": "2026-01-16", "Atlantic/Canary": "2026-01-15" }),
    );
  });
});

describe("academicYearStart", () => {
  it.each([
    ["2026-11-26T10:00:00Z", "2026-09-01"],
    ["2026-02-10T10:00:00Z", "2025-09-01"],
    ["2026-09-01T10:00:00Z", "2026-09-01"],
    // 00:30 of 1 September in Madrid, still 31 August at 23:30 in the Canaries.
    ["2026-08-31T22:30:00Z", { "Europe/Madrid": "2026-09-01", "Atlantic/Canary": "2025-09-01" }],
  ] as const)("at %s is %j", (now, expected) => {
    expect(academicYearStart(new Date(now))).toBe(typeof expected === "string" ? expected : inZone(expected));
  });
});

describe("parseDayTime", () => {
  it("reads DD/MM/YYYY HH:mm in the portal's zone", () => {
    expect(parseDayTime("15/06/2026 09:30")?.toISOString()).toBe(
      inZone({ "Europe/Madrid": "2026-06-15T07:30:00.000Z", "Atlantic/Canary": "2026-06-15T08:30:00.000Z" }),
    );
    expect(parseDayTime(" 15/01/2026 09:30 ")?.toISOString()).toBe(
      inZone({ "Europe/Madrid": "2026-01-15T08:30:00.000Z", "Atlantic/Canary": "2026-01-15T09:30:00.000Z" }),
    );
  });

  it("reads a bare day as its midnight only when asked to", () => {
    expect(parseDayTime("15/06/2026")).toBeNull();
    expect(parseDayTime("15/06/2026", { dayAlone: true })).toEqual(dayRange("2026-06-15").start);
  });

  it.each([
    "",
    "mañana",
    "31/02/2026 10:00",
    "15/06/2026 25:00",
    "15-06-2026 10:00",
    "2026-06-15 10:00",
    "1/6/2026 9:30",
  ])("refuses %j", (text) => {
    expect(parseDayTime(text)).toBeNull();
  });
});

describe("parsePortalDateTime", () => {
  it.each([
    ["2026-06-15T09:30:00Z", "2026-06-15T09:30:00.000Z"],
    ["2026-06-15T09:30:00+02:00", "2026-06-15T07:30:00.000Z"],
    ["2026-06-15T09:30", zonedInputToIso("2026-06-15", "09:30")],
    ["15/06/2026 09:30", zonedInputToIso("2026-06-15", "09:30")],
  ])("reads %s", (text, expected) => {
    expect(parsePortalDateTime(text)?.toISOString()).toBe(expected);
  });

  it.each(["", "mañana", "31/02/2026 10:00", "2026-02-31T10:00", "15/06/2026 25:00", "15/06/2026"])(
    "refuses %j",
    (text) => {
      expect(parsePortalDateTime(text)).toBeNull();
    },
  );
});

describe("portalTimeZone in the browser", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the zone the server wrote on <html data-time-zone>, whatever the browser's own", () => {
    vi.stubGlobal("document", { documentElement: { dataset: { timeZone: "America/Sao_Paulo" } } });
    expect(portalTimeZone()).toBe("America/Sao_Paulo");
    expect(formatDateTime("2026-07-01T10:05:00Z", "es")).toBe("01/07/2026 07:05");
  });
});

describe("isDay", () => {
  it.each([
    ["2026-02-28", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["0000-01-01", false],
    ["2026-1-01", false],
  ])("%s → %s", (day, expected) => {
    expect(isDay(day)).toBe(expected);
  });
});

describe("dates in the person's language", () => {
  const instant = "2026-03-05T16:07:00Z"; // 17:07 in Madrid, 16:07 in the Canaries
  const time = process.env.PORTAL_TIME_ZONE === "Atlantic/Canary" ? "16:07" : "17:07";

  it("writes the day in the European order in Spanish, Catalan, Galician and English, and year first in Basque", () => {
    for (const locale of ["es", "ca", "gl", "en"] as const)
      expect(formatDateTime(instant, locale)).toBe(`05/03/2026 ${time}`);
    expect(formatDateTime(instant, "eu")).toBe(`2026/03/05 ${time}`);
    expect(formatDate(instant, "eu")).toBe("2026/03/05");
    expect(formatDateOnly("2026-12-31", "eu")).toBe("2026/12/31");
    expect(formatDateOnly("2026-12-31", "ca")).toBe("31/12/2026");
  });
});
