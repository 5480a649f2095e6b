import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, timeZoneFromEnv } from "./time-zone";

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
