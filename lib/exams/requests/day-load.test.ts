import { describe, expect, it } from "vitest";
import { dayLoadWarnings } from "./day-load";

describe("the day-load warning", () => {
  // 21:30 UTC on 10 June is 23:30 in Madrid (the same day); 22:30 UTC is already 11 June there.
  const choices = [
    { courseId: "A", examDate: "2026-06-10T08:00:00Z" },
    { courseId: "B", examDate: "2026-06-10T21:30:00Z" },
    { courseId: "C", examDate: "2026-06-10T22:30:00Z" },
  ];

  it("warns when the choice would make three exams on one day, in the portal's time zone", () => {
    const warnings = dayLoadWarnings(
      [
        { id: 1, courseId: "D", date: "2026-06-10T15:00:00Z" },
        { id: 2, courseId: "D", date: "2026-06-12T15:00:00Z" },
        { id: 3, courseId: "A", date: "2026-06-10T16:00:00Z" },
      ],
      choices,
      3,
      "es",
    );
    expect(warnings).toEqual({ 1: "Ya tienes 2 exámenes ese día" });
  });

  it("follows the threshold", () => {
    expect(dayLoadWarnings([{ id: 1, courseId: "D", date: "2026-06-10T15:00:00Z" }], choices, 4, "es")).toEqual({});
  });
});
