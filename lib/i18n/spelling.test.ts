import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogue";
import { LOCALES } from "./locales";
import { hasDictionary, unknownWords, wordsOf } from "./spelling";
import { RIGHTLY_UNKNOWN } from "./spelling-allowed";

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : texts(value)));

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
      expect(unknownWords(locale, texts(CATALOGUES[locale])).filter((word) => !allowed.has(word))).toEqual([]);
    },
  );
});
