// Dependency-free, so that forms in the browser can normalise what a visitor types.

/** Digits and capitals without the look-alikes 0/O and 1/I/L. */
export const VERIFICATION_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const VERIFICATION_CODE_GROUPS = 6;
export const VERIFICATION_CODE_GROUP_SIZE = 4;
const LENGTH = VERIFICATION_CODE_GROUPS * VERIFICATION_CODE_GROUP_SIZE;

/**
 * The canonical form (`XXXX-XXXX-…`) of a code as typed — any case, with or without spaces or
 * dashes — or null when it cannot be a code.
 */
export function normalizeVerificationCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]+/g, "");
  if (compact.length !== LENGTH || [...compact].some((c) => !VERIFICATION_CODE_ALPHABET.includes(c))) return null;
  return compact.match(new RegExp(`.{${VERIFICATION_CODE_GROUP_SIZE}}`, "g"))!.join("-");
}
