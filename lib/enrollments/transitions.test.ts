import { describe, expect, it } from "vitest";
import { allowedActions, canTransition } from "./transitions";

describe("enrolment request transitions (seed 002 §4): the rows' buttons", () => {
  it("gives an admin 'Tramitar' and delete on a pending request, 'Deshacer' on a processed one", () => {
    expect(allowedActions("PENDING", "ROLE_ADMIN")).toEqual(["process", "delete"]);
    expect(allowedActions("PROCESSED", "ROLE_ADMIN")).toEqual(["unprocess"]);
  });

  it("lets a student delete and attach files while pending, and nothing once processed", () => {
    expect(allowedActions("PENDING", "ROLE_STUDENT")).toEqual(["delete", "attachFiles"]);
    expect(allowedActions("PROCESSED", "ROLE_STUDENT")).toEqual([]);
  });

  it("gives a secretary 'Tramitar' and 'Deshacer' (seed 002 §1), never a student's delete", () => {
    expect(allowedActions("PENDING", "ROLE_SECR")).toEqual(["process"]);
    expect(allowedActions("PROCESSED", "ROLE_SECR")).toEqual(["unprocess"]);
    expect(canTransition("delete", "PENDING", "ROLE_SECR")).toBe(false);
  });
});
