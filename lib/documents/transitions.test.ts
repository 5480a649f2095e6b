import { describe, expect, it } from "vitest";
import { allowedActions } from "./transitions";

// The review rows' buttons (seed 000 §4): 'Aprobar' on any document not yet approved, 'Rechazar' on a pending one.
describe("the buttons of a document under review", () => {
  it.each([
    ["PENDING", "ROLE_COORD", ["approve", "reject"]],
    ["REJECTED", "ROLE_COORD", ["approve"]],
    ["APPROVED", "ROLE_COORD", []],
    ["PENDING", "ROLE_STUDENT", []],
    ["PENDING", "ROLE_ADMIN", []],
  ] as const)("%s as %s: %j", (state, role, actions) => {
    expect(allowedActions(state, role)).toEqual(actions);
  });
});
