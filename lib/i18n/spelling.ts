import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
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

/** The words of the language's message texts: arguments, tags and ICU syntax left out. */
export function wordsOf(text: string): string {
  let out = text;
  // Innermost ICU constructs first: `{n, plural, one {# plaza} other {# plazas}}` keeps its option texts.
  for (let before = ""; before !== out;) {
    before = out;
    out = out.replace(/\{[^{}]*\}/g, (inner) => {
      const options = [...inner.matchAll(/\{([^{}]*)\}/g)];
      return options.length ? options.map((m) => m[1]).join(" ") : " ";
    });
  }
  return out.replace(/<\/?[a-zA-Z]+>/g, " ").replace(/#/g, " ");
}

/** The words hunspell does not know in `texts`, each once. */
export function unknownWords(locale: Locale, texts: string[]): string[] {
  const result = spawnSync("hunspell", ["-d", DICTIONARIES[locale], "-l", "-i", "utf-8"], {
    input: texts.map(wordsOf).join("\n"),
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return [...new Set(result.stdout.split("\n").filter(Boolean))].sort();
}
