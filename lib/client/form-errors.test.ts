import { describe, expect, it } from "vitest";
import { says } from "@/lib/i18n/schema-message";
import { fieldErrorList, saidFieldErrors, serverFieldErrors } from "./form-errors";
import { sayIn } from "./say-in";

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

describe("serverFieldErrors", () => {
  const pdf = new File(["%PDF"], "acta.pdf", { type: "application/pdf" });
  const values = { title: "Acta", file: pdf };
  const cases: [string, { status: number; message: string; errors?: Record<string, string[]> }, object, object][] = [
    [
      "a 400's per-field errors",
      { status: 400, message: "Datos no válidos", errors: { title: ["Este campo es obligatorio"] } },
      values,
      { title: ["Este campo es obligatorio"] },
    ],
    [
      "a 413 on the file field",
      { status: 413, message: "El archivo supera el tamaño máximo de 10 MB" },
      values,
      { file: ["El archivo supera el tamaño máximo de 10 MB"] },
    ],
    [
      "a 415 on a field of several files",
      { status: 415, message: "Tipo de archivo no permitido" },
      { files: [pdf] },
      { files: ["Tipo de archivo no permitido"] },
    ],
    ["a 413 on a form without a file: nowhere", { status: 413, message: "Demasiado grande" }, { title: "x" }, {}],
    ["a 409: no field", { status: 409, message: "Ya existe" }, values, {}],
  ];
  it.each(cases)("%s", (_, failure, formValues, expected) => {
    expect(serverFieldErrors(failure, formValues as Record<string, unknown>)).toEqual(expected);
  });
});

describe("saidFieldErrors", () => {
  const errors = {
    name: { type: "too_small", message: says("common.errors.fileUnreadable") },
    title: { type: "server", message: "Ya existe un tipo con ese nombre" },
  };
  it("translates a schema's catalogue key and keeps a text already said", () => {
    expect(saidFieldErrors(errors, sayIn("es"))).toEqual([
      { name: "name", message: "No se ha podido leer el archivo" },
      { name: "title", message: "Ya existe un tipo con ese nombre" },
    ]);
    expect(saidFieldErrors(errors, sayIn("en"))).toEqual([
      { name: "name", message: "The file could not be read" },
      { name: "title", message: "Ya existe un tipo con ese nombre" },
    ]);
  });
});
