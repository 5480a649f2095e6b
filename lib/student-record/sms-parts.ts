/**
 * How phones split an SMS: texts in the GSM 7-bit alphabet hold 160 characters in one part and 153
 * per part when split (extension characters such as € count twice); any other text is sent as UCS-2,
 * 70 characters in one part and 67 per part. Importable from client code.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export interface SmsCount {
  /** Characters as the user sees them. */
  characters: number;
  parts: number;
  encoding: "GSM-7" | "UCS-2";
  /** Room left in the last part. */
  remaining: number;
}

export function countSms(text: string): SmsCount {
  const chars = [...text];
  const gsm = chars.every((c) => BASIC.has(c) || EXTENSION.has(c));
  // UCS-2 counts UTF-16 code units: an emoji takes two.
  const units = gsm ? chars.reduce((n, c) => n + (EXTENSION.has(c) ? 2 : 1), 0) : text.length;
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  const parts = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  const capacity = parts <= 1 ? single : parts * multi;
  return { characters: chars.length, parts, encoding: gsm ? "GSM-7" : "UCS-2", remaining: capacity - units };
}
