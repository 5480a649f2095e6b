import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, isoToMadridInput, madridInputToIso, parsePortalDateTime } from "./dates";

describe("formatDateTime", () => {
  it.each([
    ["2026-07-01T10:05:00Z", "01/07/2026 12:05"], // summer, CEST (UTC+2)
    ["2026-01-15T23:30:00Z", "16/01/2026 00:30"], // winter, CET (UTC+1), crosses midnight
    ["2026-03-29T00:59:00Z", "29/03/2026 01:59"], // just before the spring change
    ["2026-03-29T01:00:00Z", "29/03/2026 03:00"], // just after it
    ["2026-10-25T00:30:00Z", "25/10/2026 02:30"], // first 02:30 of the autumn change
    ["2026-10-25T01:30:00Z", "25/10/2026 02:30"], // second 02:30
  ])("formats %s as %s in Madrid time", (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
    expect(formatDateTime(new Date(iso))).toBe(expected);
  });

  it("returns an empty string for missing or invalid values", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("no es una fecha")).toBe("");
  });
});

describe("formatDate", () => {
  it("formats the Madrid calendar day", () => {
    expect(formatDate("2026-07-01T10:05:00Z")).toBe("01/07/2026");
    expect(formatDate("2026-01-15T23:30:00Z")).toBe("16/01/2026");
    expect(formatDate(null)).toBe("");
  });
});

describe("madridInputToIso", () => {
  it("reads summer wall time as CEST", () => {
    expect(madridInputToIso("2026-07-01", "12:05")).toBe("2026-07-01T10:05:00.000Z");
  });

  it("reads winter wall time as CET", () => {
    expect(madridInputToIso("2026-01-16", "00:30")).toBe("2026-01-15T23:30:00.000Z");
  });

  it("maps the repeated autumn hour to one of its two instants", () => {
    expect(["2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z"]).toContain(madridInputToIso("2026-10-25", "02:30"));
  });

  it("ignores the seconds some browsers add", () => {
    expect(madridInputToIso("2026-07-01", "12:05:30")).toBe("2026-07-01T10:05:00.000Z");
  });

  it("returns an empty string for incomplete or malformed input", () => {
    expect(madridInputToIso("", "10:00")).toBe("");
    expect(madridInputToIso("2026-07-01", "")).toBe("");
    expect(madridInputToIso("01/07/2026", "10:00")).toBe("");
    expect(madridInputToIso("2026-07-01", "25:00")).toBe("");
  });
});

describe("isoToMadridInput", () => {
  it("splits an instant into Madrid date and time", () => {
    expect(isoToMadridInput("2026-07-01T10:05:00Z")).toEqual({ date: "2026-07-01", time: "12:05" });
    expect(isoToMadridInput("2026-01-15T23:30:00Z")).toEqual({ date: "2026-01-16", time: "00:30" });
  });

  it("round-trips with madridInputToIso", () => {
    for (const iso of ["2026-07-01T10:05:00.000Z", "2026-01-15T23:30:00.000Z", "2026-03-29T01:00:00.000Z"]) {
      const { date, time } = isoToMadridInput(iso);
      expect(madridInputToIso(date, time)).toBe(iso);
    }
  });

  it("returns empty parts for empty or invalid values", () => {
    expect(isoToMadridInput("")).toEqual({ date: "", time: "" });
    expect(isoToMadridInput("x")).toEqual({ date: "", time: "" });
  });
});

describe("parsePortalDateTime", () => {
  it.each([
    ["2026-06-15T09:30:00Z", "2026-06-15T09:30:00.000Z"],
    ["2026-06-15T09:30:00+02:00", "2026-06-15T07:30:00.000Z"],
    ["2026-06-15T09:30", "2026-06-15T07:30:00.000Z"],
    ["15/06/2026 09:30", "2026-06-15T07:30:00.000Z"],
    ["15/01/2026 09:30", "2026-01-15T08:30:00.000Z"],
  ])("reads %s", (text, expected) => {
    expect(parsePortalDateTime(text)?.toISOString()).toBe(expected);
  });

  it.each(["", "mañana", "31/02/2026 10:00", "2026-02-31T10:00", "15/06/2026 25:00", "15-06-2026 10:00"])(
    "refuses %j",
    (text) => {
      expect(parsePortalDateTime(text)).toBeNull();
    },
  );
});
