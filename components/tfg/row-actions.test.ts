import { describe, expect, it } from "vitest";
import { rowActions } from "./row-actions";

describe("the buttons of a TFG row (seed 003 §4)", () => {
  it.each([
    ["a student's open request: cancel", "request", "OPEN", "ROLE_STUDENT", "student", ["cancel"]],
    ["a student's accepted request: the PDF", "request", "ACCEPTED", "ROLE_STUDENT", "student", ["download"]],
    ["a student's rejected request: nothing", "request", "REJECTED", "ROLE_STUDENT", "student", []],
    [
      "a coordinator on an open request: accept, reject, edit",
      "request",
      "OPEN",
      "ROLE_COORD",
      "management",
      ["accept", "reject", "edit"],
    ],
    [
      "a coordinator on an accepted request: PDF and edit",
      "request",
      "ACCEPTED",
      "ROLE_COORD",
      "management",
      ["edit", "download"],
    ],
    ["an instructor's director view of an open request: nothing", "request", "OPEN", "ROLE_INSTRUCTOR", "director", []],
    ["a cancelled defense in management: nothing", "defense", "CANCELED", "ROLE_SECR", "management", []],
    ["a student's open defense: cancel", "defense", "OPEN", "ROLE_STUDENT", "student", ["cancel"]],
    [
      "an area manager's open defense: accept, reject, edit",
      "defense",
      "OPEN",
      "ROLE_INSTRUCTOR",
      "management",
      ["accept", "reject", "edit"],
    ],
  ] as const)("%s", (_, kind, state, role, view, expected) => {
    expect([...rowActions(kind, state, role, view)].sort()).toEqual([...expected].sort());
  });
});
