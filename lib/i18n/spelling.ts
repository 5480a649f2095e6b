import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Locale } from "./locales";

/** The hunspell dictionary of each language (Debian's hunspell-es, -ca, -gl, -eu, -en-gb). */
export const DICTIONARIES: Record<Locale, string> = {
  es: "/usr/share/hunspell/es_ES",
  ca: "/usr/share/hunspell/ca_ES",
  gl: "/usr/share/hunspell/gl_ES",
  eu: "/usr/share/hunspell/eu_ES",
  en: "/usr/share/hunspell/en_GB",
};

export const hasDictionary = (locale: Locale) => existsSync(`${DICTIONARIES[locale]}.dic`);

function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.tag) return [" ", ...literals(element.children), " "];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => [" ", ...literals(option.value), " "]);
    return [" "];
  });
}

// Not words of the language: acronyms (with a Basque case ending: 'PDFa', 'IBANarekin'), file names,
// codes, column names (`maxEnrollments`), placeholders of formats ('DD/MM/AAAA'), single letters ('á, í, ó')
// and the first parts of a shared ending (Basque 'sarbide-, zuzenketa- eta ezabatze-eskubideak').
const NOT_A_WORD = /^(\p{Lu}{2,}.*|.*'\p{Lu}{2,}.*|.*[\d._@/].*|.*\p{Ll}\p{Lu}.*|\p{L}|.*-|[-–·']+)$/u;

/** The words of a message's texts: its arguments, tags and ICU syntax left out. */
export function wordsOf(message: string): string[] {
  return literals(parse(message))
    .join("")
    .split(/[\s,;:()«»"“”¿?¡!…]+/u)
    .map((word) => word.replace(/^['‘’]+|['‘’.]+$/gu, ""))
    .filter((word) => word && !NOT_A_WORD.test(word));
}

/** Messages that are names for machines: file and folder names, the keys of the personal-data export's JSON. */
export const MACHINE_KEY = /(^privacy\.export\.columns\.|\.(file|fileName|folder|slug)$)/;

/** The words hunspell does not know in `texts`, each once. */
export function unknownWords(locale: Locale, texts: string[]): string[] {
  const result = spawnSync("hunspell", ["-d", DICTIONARIES[locale], "-l", "-i", "utf-8"], {
    input: texts.flatMap(wordsOf).join("\n"),
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return [...new Set(result.stdout.split("\n").filter(Boolean))].sort();
}
