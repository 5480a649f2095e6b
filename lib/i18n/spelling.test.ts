import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogue";
import { LOCALES } from "./locales";
import { hasDictionary, MACHINE_KEY, unknownWords, wordsOf } from "./spelling";
import { RIGHTLY_UNKNOWN } from "./spelling-allowed";

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? (MACHINE_KEY.test(`${prefix}${key}`) ? [] : [value]) : texts(value, `${prefix}${key}.`),
  );

describe("the catalogues' orthography, per language (hunspell)", () => {
  it("reads the words of a message, not its arguments, tags or syntax", () => {
    expect(wordsOf("{count, plural, one {# plaza libre} other {# plazas libres}} en <b>{venue}</b>, el PDF")).toEqual([
      "plaza",
      "libre",
      "plazas",
      "libres",
      "en",
      "el",
    ]);
  });

  it.each(LOCALES)(
    "%s: every word is in the language's dictionary or is a known term",
    { timeout: 60_000 },
    (locale) => {
      expect(hasDictionary(locale), `hunspell's ${locale} dictionary (see .ci/run)`).toBe(true);
      const allowed = new Set([...RIGHTLY_UNKNOWN.all, ...(RIGHTLY_UNKNOWN[locale] ?? [])]);
      const unknown = unknownWords(locale, texts(CATALOGUES[locale])).filter((word) => !allowed.has(word));
      expect(unknown).toEqual([]);
    },
  );
});
