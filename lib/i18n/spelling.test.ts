import { describe, expect, it } from "vitest";
import { CATALOGUES, catalogueTexts } from "./catalogue";
import { LOCALES, type Locale } from "./locales";
import { hasDictionary, MACHINE_KEY, unknownWords, wordsOf } from "./spelling";
import { RIGHTLY_UNKNOWN } from "./spelling-allowed";

/** A catalogue's texts, without the names for machines (file names, the export's keys). */
const texts = (locale: Locale) =>
  [...catalogueTexts(CATALOGUES[locale])].filter(([key]) => !MACHINE_KEY.test(key)).map(([, text]) => text);

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
      const unknown = unknownWords(locale, texts(locale)).filter((word) => !allowed.has(word));
      expect(unknown).toEqual([]);
    },
  );
});
