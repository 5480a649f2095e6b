import { describe, expect, it } from "vitest";
import { fieldErrorList } from "./form-errors";

describe("fieldErrorList", () => {
  it("flattens nested and array errors into paths with their message", () => {
    const errors = {
      name: { type: "too_small", message: "Este campo es obligatorio", ref: {} },
      debtor: { iban: { type: "custom", message: "El IBAN no es válido" } },
      items: [undefined, { code: { type: "server", message: "Código repetido" } }],
      root: { type: "server", message: "No se lista" },
    };
    expect(fieldErrorList(errors)).toEqual([
      { name: "name", message: "Este campo es obligatorio" },
      { name: "debtor.iban", message: "El IBAN no es válido" },
      { name: "items.1.code", message: "Código repetido" },
    ]);
  });

  it("gives nothing for no errors", () => {
    expect(fieldErrorList({})).toEqual([]);
    expect(fieldErrorList(undefined)).toEqual([]);
  });
});
