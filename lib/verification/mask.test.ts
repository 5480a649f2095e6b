import { describe, expect, it } from "vitest";
import { maskName } from "./mask";

describe("maskName", () => {
  it.each([
    ["Lucía García Fernández", "L*** G*** F***"],
    ["  Ángel   Núñez  ", "Á*** N***"],
    ["íñigo de la Fuente", "Í*** D*** L*** F***"],
    ["Ana", "A***"],
  ])("%j → %j", (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
