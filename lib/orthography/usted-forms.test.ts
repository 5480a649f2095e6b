import { describe, expect, it } from "vitest";
import { ustedFormsIn } from "./usted-forms";

describe("the forms that address the reader as 'usted'", () => {
  it("finds the verbs, and leaves 'tú' and the third person", () => {
    expect(
      ustedFormsIn("Indique la página. Escriba su nombre; inténtelo de nuevo; el archivo que usted subió"),
    ).toEqual(["Indique", "Escriba", "inténtelo", "usted"]);
    expect(
      ustedFormsIn("Indica la página, escribe tu nombre e inténtalo de nuevo; que el profesor vuelva a subirlo"),
    ).toEqual([]);
  });

  it("finds 'su'/'sus' before what the portal speaks to the reader about, across a line break and in any case", () => {
    expect(
      ustedFormsIn("Hemos recibido su solicitud. Revise sus datos y su\ncontraseña. Su matrícula; SUS DERECHOS"),
    ).toEqual(["su solicitud", "sus datos", "su\ncontraseña", "Su matrícula", "SUS DERECHOS"]);
  });

  it("leaves 'tu'/'tus', 'su' before other words, and the nouns as part of longer words", () => {
    expect(
      ustedFormsIn(
        "Tu solicitud y tus datos; busca a la persona por su nombre; su solicitudes; sus datosx; su cuentas",
      ),
    ).toEqual([]);
  });

  it("passes an allowed text, alone or inside a page's text, and nothing around it", () => {
    expect(ustedFormsIn("Descargar sus datos")).toEqual([]);
    expect(ustedFormsIn("Lucía García\nDescargar sus datos\nSuprimir sus datos\nRevisa sus datos")).toEqual([
      "sus datos",
    ]);
  });
});
