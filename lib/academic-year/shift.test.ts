import { describe, expect, it } from "vitest";
import { nextYear, nextYearName, renamed } from "./shift";

describe("moving a date by one academic year (Europe/Madrid)", () => {
  it("keeps the wall clock across a change of the clocks", () => {
    // 9:00 in Madrid on 20 March 2025 (winter time, UTC+1) → 9:00 on 20 March 2026.
    expect(nextYear(new Date("2025-03-20T08:00:00Z")).toISOString()).toBe("2026-03-20T08:00:00.000Z");
    // 9:00 on 30 March 2025 (summer time since that night, UTC+2) → 9:00 on 30 March 2026 (still winter time).
    expect(nextYear(new Date("2025-03-30T07:00:00Z")).toISOString()).toBe("2026-03-30T07:00:00.000Z");
    expect(nextYear(new Date("2026-03-29T07:00:00Z")).toISOString()).toBe("2027-03-29T07:00:00.000Z");
  });

  it("turns 29 February into 28 February", () => {
    expect(nextYear(new Date("2028-02-29T08:00:00Z")).toISOString()).toBe("2029-02-28T08:00:00.000Z");
  });

  it("keeps the Madrid day of a time near midnight", () => {
    // 23:59 in Madrid on 31 August 2025 is 21:59 UTC.
    expect(nextYear(new Date("2025-08-31T21:59:00Z")).toISOString()).toBe("2026-08-31T21:59:00.000Z");
  });

  it("leaves a missing date missing", () => {
    expect(nextYear(null)).toBeNull();
  });
});

describe("names of the next year", () => {
  it("move every four-digit year by one", () => {
    expect(nextYearName("2025-2026")).toBe("2026-2027");
    expect(nextYearName("Curso 2025/26")).toBe("Curso 2026/26");
  });

  it("replace the old year's name, or add the new one where names must differ", () => {
    expect(renamed("Matrícula 2025-2026", "2025-2026", "2026-2027")).toBe("Matrícula 2026-2027");
    expect(renamed("Ordinaria", "2025-2026", "2026-2027", { unique: true })).toBe("Ordinaria (2026-2027)");
    expect(renamed("Ordinaria", "2025-2026", "2026-2027")).toBe("Ordinaria");
  });
});
