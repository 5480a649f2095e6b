import { describe, expect, it } from "vitest";
import { issueText } from "@/lib/i18n/schema-message";
import { textOfKey } from "@/lib/i18n/translate";
import { createAllocationBody, updateAllocationBody } from "./schemas";

// The schemas' messages are catalogue keys (`says`), read here as the form shows them in Spanish.
const said = (message: string) => issueText(message, (key) => textOfKey("es", key));
const firstMessage = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? null : r.error!.issues.map((i) => `${String(i.path[0])}: ${said(i.message)}`);

describe("the allocation dialogs' schemas (section 5)", () => {
  const full = { academicYearId: "3", degreeIds: ["G1"], limit: "2" };
  it.each([
    [
      "edit: an empty limit is missing, not 0",
      updateAllocationBody,
      { limit: "" },
      ["limit: Por favor, rellene todos los campos"],
    ],
    ["edit: no degree", updateAllocationBody, { degreeIds: [] }, ["degreeIds: Por favor, rellene todos los campos"]],
    ["edit: a limit of 0", updateAllocationBody, { limit: "0" }, null],
    ["edit: a negative limit", updateAllocationBody, { limit: "-1" }, ["limit: El límite no puede ser negativo"]],
    [
      "new: no year",
      createAllocationBody,
      { academicYearId: "" },
      ["academicYearId: Por favor, rellene todos los campos"],
    ],
    ["new: a limit of 0", createAllocationBody, { limit: "0" }, ["limit: El límite debe ser al menos 1"]],
    ["new: a limit of 1", createAllocationBody, { limit: 1 }, null],
  ] as const)("%s", (_, schema, change, expected) => {
    expect(firstMessage(schema.safeParse({ ...full, ...change }))).toEqual(expected);
  });
});
