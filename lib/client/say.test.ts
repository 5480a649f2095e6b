import { describe, expect, it } from "vitest";
import { says } from "@/lib/i18n/schema-message";
import { sayIn } from "./say-in";

describe("sayer: the text of an error the kit shows, in the page's language", () => {
  const es = sayIn("es");
  const en = sayIn("en");
  it("translates a schema message's catalogue key", () => {
    expect(es(says("common.errors.network"))).toBe("No se ha podido contactar con el servidor");
    expect(en(says("common.errors.network"))).toBe("The server could not be reached");
  });
  it("fills in the values of a key's text", () => {
    expect(es("common.files.tooLarge", { size: 0.5 })).toBe("El archivo supera el tamaño máximo de 0,5 MB");
    expect(en("common.files.tooLarge", { size: 0.5 })).toBe("The file exceeds the maximum size of 0.5 MB");
  });
  it("shows a text already translated (a server's answer, zod's own message) as it is", () => {
    expect(es("Ya existe una solicitud abierta")).toBe("Ya existe una solicitud abierta");
    expect(en("Too small: expected string to have >=1 characters")).toBe(
      "Too small: expected string to have >=1 characters",
    );
  });
  it("shows a key-like text the catalogue does not have as it is", () => {
    expect(es("exams.form.noSuchKey")).toBe("exams.form.noSuchKey");
    expect(es("e.g.")).toBe("e.g.");
  });
});
