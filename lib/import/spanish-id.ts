const CHECK_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/** The check letter of a DNI number (0–99,999,999). */
export const dniLetter = (digits: number) => CHECK_LETTERS[digits % 23]!;

/** Whether `value` (upper case, no separators) is a well-formed DNI, NIE or passport number. */
export function isValidIdNumber(idType: "DNI" | "NIE" | "PASSPORT", value: string): boolean {
  if (idType === "PASSPORT") return /^[A-Z0-9]{5,20}$/.test(value);
  const match = idType === "DNI" ? /^(\d{8})([A-Z])$/.exec(value) : /^([XYZ]\d{7})([A-Z])$/.exec(value);
  if (!match) return false;
  const digits = Number(match[1]!.replace(/^[XYZ]/, (prefix) => String("XYZ".indexOf(prefix))));
  return dniLetter(digits) === match[2];
}
