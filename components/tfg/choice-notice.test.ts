import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translate";
import { choiceNotice } from "./choice-notice";

const t = translator("es", "tfg");

const loaded = { loading: false, error: null };

describe("the request cascade's notices (section 5)", () => {
  it.each([
    ["degree", "No se han encontrado titulaciones con áreas temáticas disponibles"],
    ["term", "No se han encontrado convocatorias abiertas para esta titulación"],
    ["area", "No se han encontrado áreas temáticas disponibles para esta titulación, por favor escoge otra"],
    ["director", "No hay directores disponibles para este área temática"],
  ] as const)("no %s to choose: '%s'", (which, text) => {
    expect(choiceNotice(which, loaded, 0, true, t)).toEqual({ kind: "empty", text });
  });

  it.each([
    ["while the options load", { loading: true, error: null }, 0, true],
    ["before the previous choice is made", loaded, 0, false],
    ["when there are options", loaded, 2, true],
  ] as const)("says nothing %s", (_, list, options, ready) => {
    expect(choiceNotice("area", list, options, ready, t)).toBeNull();
  });

  it("a failed read says why, never that there is nothing to choose", () => {
    const list = { loading: false, error: "Ocurrió un error: No se ha encontrado el alumno" };
    expect(choiceNotice("degree", list, 0, true, t)).toEqual({ kind: "error", text: list.error });
  });
});
