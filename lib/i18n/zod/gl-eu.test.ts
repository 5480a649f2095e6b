import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodErrors } from "./errors";

const messages = (schema: z.ZodType, value: unknown, locale: "gl" | "eu") =>
  schema.safeParse(value, { error: zodErrors(locale) }).error?.issues.map((issue) => issue.message);

describe("zod's own messages in Galician", () => {
  it("says a wrong type, a size and a limit", () => {
    expect(messages(z.string(), 5, "gl")).toEqual(["Tipo non válido: agardábase texto, recibiuse número"]);
    expect(messages(z.string().min(3), "ab", "gl")).toEqual([
      "Demasiado pequeno: agardábase que o texto tivese como mínimo 3 caracteres",
    ]);
    expect(messages(z.number().lt(10), 12, "gl")).toEqual([
      "Demasiado grande: agardábase que o número fose menos de 10",
    ]);
  });

  it("says a format, an option, a multiple and unknown keys", () => {
    expect(messages(z.email(), "x", "gl")).toEqual(["Formato non válido para enderezo de correo electrónico"]);
    expect(messages(z.enum(["a", "b"]), "c", "gl")).toEqual(['Opción non válida: agardábase unha de "a"|"b"']);
    expect(messages(z.number().multipleOf(5), 7, "gl")).toEqual(["Número non válido: debe ser múltiplo de 5"]);
    expect(messages(z.strictObject({}), { x: 1, y: 2 }, "gl")).toEqual(['Claves non recoñecidas: "x", "y"']);
    expect(messages(z.union([z.string(), z.number()]), true, "gl")).toEqual(["Entrada non válida"]);
  });
});

describe("zod's own messages in Basque", () => {
  it("says a wrong type, a size and a limit", () => {
    expect(messages(z.string(), 5, "eu")).toEqual(["Mota baliogabea: testua espero zen, zenbakia jaso da"]);
    expect(messages(z.string().max(4), "abcdef", "eu")).toEqual([
      "Handiegia: testuak gehienez 4 karaktere izan behar ditu",
    ]);
    expect(messages(z.array(z.string()).min(2), ["a"], "eu")).toEqual([
      "Txikiegia: zerrendak gutxienez 2 elementu izan behar ditu",
    ]);
    expect(messages(z.number().gt(0), 0, "eu")).toEqual(["Txikiegia: zenbakia 0 baino handiagoa izan behar da"]);
  });

  it("says a format, a value, a multiple and an unknown key", () => {
    expect(messages(z.email(), "x", "eu")).toEqual(["Posta elektronikoko helbide baliogabea"]);
    expect(messages(z.string().startsWith("ES"), "FR", "eu")).toEqual([
      'Formatu baliogabea: hasieran "ES" izan behar du',
    ]);
    expect(messages(z.literal("si"), "no", "eu")).toEqual(['Balio baliogabea: "si" espero zen']);
    expect(messages(z.number().multipleOf(5), 7, "eu")).toEqual([
      "Zenbaki baliogabea: 5 zenbakiaren multiploa izan behar da",
    ]);
    expect(messages(z.strictObject({}), { x: 1 }, "eu")).toEqual(['Gako ezezaguna: "x"']);
  });
});
