import { describe, expect, it } from "vitest";
import { isValidCif, isValidDni, isValidIdNumber, isValidNie, isValidSpanishDocument } from "./spanish-id";

/** Every value that differs from `value` in exactly one digit (and, when asked, in its last character). */
function oneOffVariants(value: string, lastCharacters = ""): string[] {
  const variants: string[] = [];
  [...value].forEach((ch, i) => {
    if (!/\d/.test(ch)) return;
    for (const d of "0123456789") if (d !== ch) variants.push(value.slice(0, i) + d + value.slice(i + 1));
  });
  for (const ch of lastCharacters) if (ch !== value.at(-1)) variants.push(value.slice(0, -1) + ch);
  return variants;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const VALID_DNI = ["12345678Z", "00000000T", "11111111H", "99999999R"];
const VALID_NIE = ["X1234567L", "Y1234567X", "Z1234567R", "X0000000T"];
// Real organisations: Mercadona, Telefónica, Iberdrola, Universidad Complutense, Universidad Politécnica,
// Universidad de Salamanca, Ayuntamiento de Madrid, Comunidad de Madrid, ONCE, CaixaBank.
const VALID_CIF = [
  "A46103834",
  "A28015865",
  "A48010615",
  "Q2818014I",
  "Q2818015F",
  "Q3718001E",
  "P2807900B",
  "S7800001E",
  "G28029007",
  "A08663619",
];

describe("DNI", () => {
  it.each(VALID_DNI)("accepts %s", (dni) => expect(isValidDni(dni)).toBe(true));
  it.each(VALID_DNI)("rejects every one-digit or one-letter variant of %s", (dni) => {
    for (const variant of oneOffVariants(dni, LETTERS)) expect(isValidDni(variant), variant).toBe(false);
  });
  it.each(["1234567Z", "123456789Z", "12345678", "1234567AZ", ""])("rejects the malformed %s", (value) =>
    expect(isValidDni(value)).toBe(false),
  );
});

describe("NIE", () => {
  it.each(VALID_NIE)("accepts %s", (nie) => expect(isValidNie(nie)).toBe(true));
  it("accepts the old 8-digit form of the same number", () => expect(isValidNie("X01234567L")).toBe(true));
  it.each(VALID_NIE)("rejects every one-digit or one-letter variant of %s", (nie) => {
    for (const variant of oneOffVariants(nie, LETTERS)) expect(isValidNie(variant), variant).toBe(false);
    expect(isValidNie(`W${nie.slice(1)}`)).toBe(false);
  });
  it("reads the prefix as a digit: the same digits under another prefix need another letter", () => {
    expect(isValidNie("Y1234567L")).toBe(false);
    expect(isValidNie("Z1234567X")).toBe(false);
  });
});

describe("CIF", () => {
  it.each(VALID_CIF)("accepts %s", (cif) => expect(isValidCif(cif)).toBe(true));
  it.each(VALID_CIF)("rejects every one-digit or wrong-control variant of %s", (cif) => {
    const control = /\d$/.test(cif) ? "0123456789" : "ABCDEFGHIJ";
    for (const variant of oneOffVariants(cif, control)) expect(isValidCif(variant), variant).toBe(false);
  });
  it("public bodies need the control letter and companies the digit; associations may use either", () => {
    expect(isValidCif("Q28180149")).toBe(false); // Complutense with the digit instead of I
    expect(isValidCif("A4610383D")).toBe(false); // Mercadona with the letter instead of 4
    expect(isValidCif("G2802900G")).toBe(true); // ONCE's control digit 7 as the letter G
  });
  it.each(["I46103834", "O46103834", "A4610383", "A461038345", "A4610383K"])("rejects the malformed %s", (value) =>
    expect(isValidCif(value)).toBe(false),
  );
});

describe("any Spanish document", () => {
  it("takes DNI, NIE and CIF, in any case and with separators", () => {
    for (const value of ["12345678-z", "x 1234567 l", "A-46103834", "q2818014i"])
      expect(isValidSpanishDocument(value), value).toBe(true);
    for (const value of ["12345678A", "X1234567A", "A46103835", "ABC"])
      expect(isValidSpanishDocument(value), value).toBe(false);
  });
  it("keeps the import's identity check for each type", () => {
    expect(isValidIdNumber("DNI", "12345678Z")).toBe(true);
    expect(isValidIdNumber("NIE", "12345678Z")).toBe(false);
    expect(isValidIdNumber("NIE", "X1234567L")).toBe(true);
    expect(isValidIdNumber("PASSPORT", "AAB123456")).toBe(true);
  });
});
