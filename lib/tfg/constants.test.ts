import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translate";
import { MAX_PRIORITY } from "./constants";
import { observationText, priorityLabel } from "./labels";

const t = translator("es", "tfg");

describe("priorities and observations (sections 4 and 9)", () => {
  it("ranks 1 to 8 read 'Opción A' to 'Opción H'", () => {
    expect(Array.from({ length: MAX_PRIORITY }, (_, i) => priorityLabel(t, i + 1))).toEqual([
      "Opción A",
      "Opción B",
      "Opción C",
      "Opción D",
      "Opción E",
      "Opción F",
      "Opción G",
      "Opción H",
    ]);
  });

  it.each([
    ["OPEN", {}, "Pendiente de revisión"],
    ["CANCELED", {}, "Cancelada por el alumno"],
    ["ACCEPTED", { place: "Aula 3" }, "Aceptada, lugar de defensa: Aula 3"],
    ["REJECTED", { reason: "Sin plazas" }, "Rechazada, razón: Sin plazas"],
    ["REJECTED", { reason: null }, "Rechazada"],
    ["ARCHIVED", {}, "Indefinido"],
  ] as const)("%s %o: '%s'", (status, detail, text) => {
    expect(observationText(t, status, detail)).toBe(text);
  });
});
