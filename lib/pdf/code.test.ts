import { describe, expect, it } from "vitest";
import { newVerificationCode } from "./code";
import { normalizeVerificationCode, VERIFICATION_CODE_ALPHABET } from "./code-format";

describe("verification codes", () => {
  it("are 24 unambiguous characters in groups of four, and never repeat", () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    for (const code of codes) {
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}(-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}){5}$/);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(VERIFICATION_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("use every symbol of the alphabet", () => {
    const seen = new Set(Array.from({ length: 500 }, newVerificationCode).join("").replace(/-/g, ""));
    expect(seen.size).toBe(VERIFICATION_CODE_ALPHABET.length);
  });

  it.each([
    ["K7QM-3XHP-ABCD-EFGH-JKMN-2345", "K7QM-3XHP-ABCD-EFGH-JKMN-2345"],
    ["k7qm3xhpabcdefghjkmn2345", "K7QM-3XHP-ABCD-EFGH-JKMN-2345"],
    [" k7qm 3xhp abcd efgh jkmn 2345 ", "K7QM-3XHP-ABCD-EFGH-JKMN-2345"],
    ["K7QM-3XHP-ABCD-EFGH-JKMN-234", null],
    ["K7QM-3XHP-ABCD-EFGH-JKMN-2340", null],
    ["K7QM-3XHP-ABCD-EFGH-JKMN-234O", null],
    ["", null],
    ["../../etc/passwd", null],
  ])("normalizes %j to %j", (input, expected) => {
    expect(normalizeVerificationCode(input)).toBe(expected);
  });
});
