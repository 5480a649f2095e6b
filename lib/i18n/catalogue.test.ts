import { readdirSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOGUES, catalogueTexts as flatten } from "./catalogue";
import { LOCALES } from "./locales";
import { CHECKED_FOR_SPANISH, SAME_AS_SPANISH } from "./same-as-spanish";

/**
 * The arguments and tags of a message: what every translation must keep (a language may make a plain
 * `{count}` a plural where its grammar needs it).
 */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    out.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, out);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, out);
  }
  return out;
}

const spanish = flatten(CATALOGUES.es);
const others = LOCALES.filter((l) => l !== "es");

describe("the catalogues", () => {
  it("every namespace file of messages/ is part of its language's catalogue", () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(process.cwd(), "messages", locale))
        .filter((f) => f.endsWith(".json"))
        .map((f) => f.slice(0, -5))
        .sort();
      expect(Object.keys(CATALOGUES[locale]).sort(), locale).toEqual(files);
    }
  });

  it.each(others)("%s has exactly the Spanish catalogue's keys", (locale) => {
    const keys = [...flatten(CATALOGUES[locale]).keys()].sort();
    expect(
      keys.filter((k) => !spanish.has(k)),
      "keys Spanish does not have",
    ).toEqual([]);
    expect(
      [...spanish.keys()].filter((k) => !keys.includes(k)),
      "keys missing",
    ).toEqual([]);
  });

  it.each(LOCALES)("every %s message is valid ICU with the Spanish message's arguments", (locale) => {
    const wrong: string[] = [];
    for (const [key, text] of flatten(CATALOGUES[locale])) {
      const source = spanish.get(key);
      if (source === undefined) continue;
      let args: string[];
      try {
        args = [...argumentsOf(parse(text))].sort();
      } catch (err) {
        wrong.push(`${key}: ${(err as Error).message}`);
        continue;
      }
      const expected = [...argumentsOf(parse(source))].sort();
      if (args.join() !== expected.join()) wrong.push(`${key}: ${args.join()} ≠ ${expected.join()}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(CHECKED_FOR_SPANISH)(
    "%s translates every sentence (a text of several words identical to the Spanish is left over)",
    (locale) => {
      const words = (text: string) => text.replace(/\{[^}]*\}/g, "").match(/\p{Ll}{4,}/gu)?.length ?? 0;
      const allowed = new Set(SAME_AS_SPANISH[locale]);
      const leftOver = [...flatten(CATALOGUES[locale])]
        .filter(([key, text]) => text === spanish.get(key) && words(text) >= 2 && !allowed.has(key))
        .map(([key, text]) => `${key}: ${text}`);
      expect(leftOver).toEqual([]);
    },
  );
});
