import { describe, expect, it } from "vitest";
import { isValidBic, isValidIban } from "./bank-account";

const VALID_IBANS = [
  "ES9121000418450200051332",
  "ES7921000813610123456789",
  "ES6000491500051234567892",
  "DE89370400440532013000",
  "GB82WEST12345698765432",
  "FR1420041010050500013M02606",
  "NL91ABNA0417164300",
  "BE68539007547034",
  "PT50000201231234567890154",
];

describe("IBAN", () => {
  it.each(VALID_IBANS)("accepts %s", (iban) => expect(isValidIban(iban)).toBe(true));

  it("accepts the printed form in groups of four, in lower case", () => {
    expect(isValidIban("ES91 2100 0418 4502 0005 1332")).toBe(true);
    expect(isValidIban("es91 2100 0418 4502 0005 1332")).toBe(true);
  });

  it.each(VALID_IBANS)("rejects every one-character variant of %s", (iban) => {
    for (let i = 2; i < iban.length; i++) {
      for (const d of "0123456789") {
        if (d === iban[i]) continue;
        const variant = iban.slice(0, i) + d + iban.slice(i + 1);
        expect(isValidIban(variant), variant).toBe(false);
      }
    }
  });

  it("rejects two swapped neighbours", () => expect(isValidIban("ES9121000418450200051323")).toBe(false));

  it.each([
    ["a Spanish IBAN one digit short", "ES912100041845020005133"],
    ["a Spanish IBAN one digit long", "ES91210004184502000513320"],
    ["a German IBAN with the Spanish length", "DE8937040044053201300000"],
    ["an unknown country", "XX9121000418450200051332"],
    ["letters in the check digits", "ESAB21000418450200051332"],
    ["punctuation", "ES91-2100-0418-4502-0005-1332"],
    ["nothing", ""],
  ])("rejects %s", (_, iban) => expect(isValidIban(iban)).toBe(false));
});

describe("BIC", () => {
  it.each(["CAIXESBBXXX", "BBVAESMM", "BSCHESMMXXX", "DEUTDEFF", "DEUTDEFF500", "NWBKGB2L", "caixesbb"])(
    "accepts %s",
    (bic) => expect(isValidBic(bic)).toBe(true),
  );
  it.each([
    ["seven characters", "CAIXESB"],
    ["nine characters", "CAIXESBBX"],
    ["ten characters", "CAIXESBBXX"],
    ["twelve characters", "CAIXESBBXXXX"],
    ["a digit in the bank code", "CA1XESBBXXX"],
    ["a digit in the country", "CAIXE5BBXXX"],
    ["punctuation", "CAIX-ES-BB"],
  ])("rejects %s", (_, bic) => expect(isValidBic(bic)).toBe(false));
});
