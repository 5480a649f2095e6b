import { describe, expect, it } from "vitest";
import { allowedActions, canTransition } from "./transitions";

describe("TFG transitions (seed 003 §4)", () => {
  it("gives reviewers accept, reject and edit on an OPEN request, and the student cancel", () => {
    expect(allowedActions("request", "OPEN", "ROLE_COORD")).toEqual(["accept", "reject", "edit"]);
    expect(allowedActions("request", "OPEN", "ROLE_STUDENT")).toEqual(["cancel"]);
  });

  it("gives an ACCEPTED request edit and download to staff, download and the defense to the student", () => {
    expect(allowedActions("request", "ACCEPTED", "ROLE_SECR")).toEqual(["edit", "download", "requestDefense"]);
    expect(allowedActions("request", "ACCEPTED", "ROLE_STUDENT")).toEqual(["download", "requestDefense"]);
    expect(allowedActions("request", "ACCEPTED", "ROLE_INSTRUCTOR")).toEqual(["edit", "download"]);
  });

  it("leaves REJECTED and CANCELED rows without actions, and unknown states too", () => {
    for (const state of ["REJECTED", "CANCELED", "WHATEVER"]) {
      expect(allowedActions("defense", state, "ROLE_ADMIN")).toEqual([]);
      expect(allowedActions("request", state, "ROLE_STUDENT")).toEqual([]);
    }
  });

  it("lets only the student cancel a defense, and nobody of the exam staff act", () => {
    expect(canTransition("defense", "cancel", "OPEN", "ROLE_STUDENT")).toBe(true);
    expect(canTransition("defense", "cancel", "OPEN", "ROLE_COORD")).toBe(false);
    expect(allowedActions("defense", "OPEN", "ROLE_GES_EXAM")).toEqual([]);
  });
});
