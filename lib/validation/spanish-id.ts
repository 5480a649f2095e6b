// Spanish identity documents with their official check characters. Pure: usable from client code.
const CHECK_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const CIF_CONTROL_LETTERS = "JABCDEFGHI";

/** The check letter of a DNI number (0–99,999,999). */
export const dniLetter = (digits: number) => CHECK_LETTERS[digits % 23]!;

/** DNI: 8 digits and the letter of the number mod 23. `value` is upper case without separators. */
export function isValidDni(value: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(value);
  return !!match && dniLetter(Number(match[1])) === match[2];
}

/** NIE: X, Y or Z (read as 0, 1, 2), 7 or 8 digits, and the letter of that number mod 23. */
export function isValidNie(value: string): boolean {
  const match = /^([XYZ])(\d{7,8})([A-Z])$/.exec(value);
  return !!match && dniLetter(Number(`${"XYZ".indexOf(match[1]!)}${match[2]}`)) === match[3];
}

/** The control digit (0–9) of a CIF's 7 digits: the even positions added, the odd ones doubled with their digits added. */
export function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 1) sum += d;
    else sum += Math.floor((2 * d) / 10) + ((2 * d) % 10);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * CIF: an organisation letter, 7 digits and a control character. Public bodies, foreign and
 * non-resident entities (K, P, Q, R, S, N, W) end in a letter (J=0 … I=9); companies (A, B, E, H)
 * end in the digit; the other types may use either.
 */
export function isValidCif(value: string): boolean {
  const match = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!match) return false;
  const [, kind, digits, control] = match as unknown as [string, string, string, string];
  const digit = cifControlDigit(digits);
  const asDigit = control === String(digit);
  const asLetter = control === CIF_CONTROL_LETTERS[digit];
  if ("KPQRSNW".includes(kind)) return asLetter;
  if ("ABEH".includes(kind)) return asDigit;
  return asDigit || asLetter;
}

/** Upper case without spaces, dots or dashes, as people type these numbers. */
export const compactId = (value: string) => value.toUpperCase().replace(/[\s.-]/g, "");

/** A Spanish document of any of the three kinds (DNI, NIE or CIF), with its check character right. */
export function isValidSpanishDocument(value: string): boolean {
  const id = compactId(value);
  return isValidDni(id) || isValidNie(id) || isValidCif(id);
}

/** Whether `value` (upper case, no separators) is a well-formed DNI, NIE or passport number. */
export function isValidIdNumber(idType: "DNI" | "NIE" | "PASSPORT", value: string): boolean {
  if (idType === "PASSPORT") return /^[A-Z0-9]{5,20}$/.test(value);
  return idType === "DNI" ? isValidDni(value) : isValidNie(value);
}
