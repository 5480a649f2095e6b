import { describe, expect, it } from "vitest";
import { allowedActions } from "./transitions";

// The rows' buttons (seed 002 §4, §6): what each role may do on a request in each state.
describe("the buttons of an instance request", () => {
  it.each([
    ["OPEN", "ROLE_STUDENT", ["CANCEL", "STUDENT_FILE"]],
    ["IN_PROCESS", "ROLE_STUDENT", ["STUDENT_FILE"]],
    ["OPEN", "ROLE_SECR", ["ANSWER", "IN_PROCESS", "CLOSE", "STUDENT_FILE", "RESPONSE_FILE"]],
    ["IN_PROCESS", "ROLE_SECR", ["ANSWER", "CLOSE", "STUDENT_FILE", "RESPONSE_FILE"]],
    ["CLOSED", "ROLE_SECR", []],
    ["OPEN", "ROLE_COORD", ["STUDENT_FILE"]],
    ["CLOSED", "ROLE_COORD", ["REOPEN"]],
    ["CANCELED", "ROLE_COORD", []],
    ["CANCELED", "ROLE_STUDENT", []],
    ["OPEN", "ROLE_ADMIN", []],
  ] as const)("%s as %s: %j", (state, role, actions) => {
    expect(allowedActions(state, role)).toEqual(actions);
  });
});
