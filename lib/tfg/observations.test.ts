import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translate";
import { observationText } from "./labels";

const t = translator("es", "tfg");

// Section 4 of the specification: the observations column of area and defense requests.
describe("observationText", () => {
  it.each([
    ["OPEN", {}, "Pendiente de revisión"],
    ["CANCELED", {}, "Cancelada por el alumno"],
    ["ACCEPTED", { place: "Aula 2.3" }, "Aceptada, lugar de defensa: Aula 2.3"],
    ["ACCEPTED", {}, "Aceptada"],
    ["REJECTED", { reason: "Falta la memoria" }, "Rechazada, razón: Falta la memoria"],
    ["REJECTED", { reason: null }, "Rechazada"],
    ["OTRO", {}, "Indefinido"],
  ] as const)("%s %o → %s", (status, extra, text) => {
    expect(observationText(t, status, extra)).toBe(text);
  });
});
