import { randomInt } from "node:crypto";
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_GROUPS, VERIFICATION_CODE_GROUP_SIZE } from "./code-format";

/**
 * A new código seguro de verificación: 24 characters from a 31-symbol alphabet without 0/O, 1/I/L
 * (about 119 bits from the system's CSPRNG), in groups of four: `K7QM-3XHP-…`.
 */
export function newVerificationCode(): string {
  const groups = Array.from({ length: VERIFICATION_CODE_GROUPS }, () =>
    Array.from(
      { length: VERIFICATION_CODE_GROUP_SIZE },
      () => VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)],
    ).join(""),
  );
  return groups.join("-");
}
