import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, timeZoneFromEnv, zoneOffset } from "./time-zone";

describe("timeZoneFromEnv (PORTAL_TIME_ZONE)", () => {
  it("is Europe/Madrid when unset or blank", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Europe/Madrid");
    expect(timeZoneFromEnv(undefined)).toBe("Europe/Madrid");
    expect(timeZoneFromEnv("  ")).toBe("Europe/Madrid");
  });

  it("takes any IANA zone, in its canonical spelling", () => {
    expect(timeZoneFromEnv("Atlantic/Canary")).toBe("Atlantic/Canary");
    expect(timeZoneFromEnv(" atlantic/canary ")).toBe("Atlantic/Canary");
  });

  it.each(["Madrid", "+01:00", "Europe/Madird"])("refuses %j, naming the variable", (name) => {
    expect(() => timeZoneFromEnv(name)).toThrow(
      `PORTAL_TIME_ZONE="${name}" no es una zona horaria IANA válida (por ejemplo Europe/Madrid o Atlantic/Canary)`,
    );
  });
});

describe("zoneOffset", () => {
  it.each([
    ["Europe/Madrid", "2025-03-30T00:59:00Z", 60],
    ["Europe/Madrid", "2025-03-30T01:00:00Z", 120],
    ["Atlantic/Canary", "2025-10-26T00:59:00Z", 60],
    ["Atlantic/Canary", "2025-10-26T01:00:00Z", 0],
    ["America/St_Johns", "2025-01-15T12:00:00Z", -210],
    ["Asia/Kolkata", "2025-01-15T12:00:00Z", 330],
  ])("of %s at %s is %i minutes", (zone, at, minutes) => {
    expect(zoneOffset(zone, Date.parse(at))).toBe(minutes * 60_000);
  });

  it("is NaN for a zone the platform does not know", () => {
    expect(zoneOffset("Europe/Atlantida", Date.now())).toBeNaN();
  });
});
