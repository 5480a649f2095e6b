import { describe, expect, it } from "vitest";
import { checkCron, latestOccurrence, nextOccurrence } from "./occurrences";

describe("occurrences of a cron expression, in Madrid's time zone", () => {
  it.each([
    // 03:30 in Madrid is 02:30 UTC in winter and 01:30 UTC in summer.
    ["30 3 * * *", "2026-11-26T10:00:00Z", "2026-11-26T02:30:00.000Z", "2026-11-27T02:30:00.000Z"],
    ["30 3 * * *", "2026-11-26T02:00:00Z", "2026-11-25T02:30:00.000Z", "2026-11-26T02:30:00.000Z"],
    ["30 3 * * *", "2026-07-01T12:00:00Z", "2026-07-01T01:30:00.000Z", "2026-07-02T01:30:00.000Z"],
    ["*/15 * * * *", "2026-11-26T10:07:59Z", "2026-11-26T10:00:00.000Z", "2026-11-26T10:15:00.000Z"],
  ])("%s at %s: latest %s, next %s", (cron, now, latest, next) => {
    expect(latestOccurrence(cron, new Date(now)).toISOString()).toBe(latest);
    expect(nextOccurrence(cron, new Date(now)).toISOString()).toBe(next);
  });

  it("an occurrence exactly at now is the latest, and the next is the one after", () => {
    const now = new Date("2026-11-26T10:15:00Z");
    expect(latestOccurrence("*/15 * * * *", now).toISOString()).toBe("2026-11-26T10:15:00.000Z");
    expect(nextOccurrence("*/15 * * * *", now).toISOString()).toBe("2026-11-26T10:30:00.000Z");
  });

  it("refuses an invalid expression", () => {
    expect(() => checkCron("99 * * * *")).toThrow();
    expect(() => checkCron("30 3 * * *")).not.toThrow();
  });
});
