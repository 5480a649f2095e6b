import { describe, expect, it } from "vitest";
import { countSms } from "./sms-parts";

const gsm = (n: number) => "a".repeat(n);
const accented = (n: number) => "á".repeat(n);

describe("countSms", () => {
  it.each([
    ["an empty text", "", 0, 0, "GSM-7"],
    ["160 GSM characters in one part", gsm(160), 160, 1, "GSM-7"],
    ["161 GSM characters in two parts of 153", gsm(161), 161, 2, "GSM-7"],
    ["306 GSM characters in two parts", gsm(306), 306, 2, "GSM-7"],
    ["307 GSM characters in three parts", gsm(307), 307, 3, "GSM-7"],
    ["é, ñ and ü stay in the GSM alphabet", "é ñ ü à", 7, 1, "GSM-7"],
    ["70 characters with á in one part", accented(70), 70, 1, "UCS-2"],
    ["71 characters with á in two parts of 67", accented(71), 71, 2, "UCS-2"],
    ["134 characters with í in two parts", "í".repeat(134), 134, 2, "UCS-2"],
    ["135 characters with ó in three parts", "ó".repeat(135), 135, 3, "UCS-2"],
    ["one ú turns a GSM text into UCS-2", `${gsm(69)}ú`, 70, 1, "UCS-2"],
  ])("%s", (_, text, characters, parts, encoding) => {
    expect(countSms(text)).toMatchObject({ characters, parts, encoding });
  });

  it("counts extension characters (€, [, ]) twice in GSM", () => {
    expect(countSms(`${gsm(159)}€`)).toMatchObject({ characters: 160, parts: 2, encoding: "GSM-7" });
    expect(countSms(`${gsm(158)}€`)).toMatchObject({ parts: 1, remaining: 0 });
  });

  it("says how much room is left in the last part", () => {
    expect(countSms("Hola").remaining).toBe(156);
    expect(countSms(gsm(200)).remaining).toBe(106);
    expect(countSms("Qué día").remaining).toBe(63);
  });
});
