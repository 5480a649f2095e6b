import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { _createCache, _createIntlFormatters, type RichTranslationValues } from "use-intl/core";
import formatWithParser from "use-intl/format-message";
import formatCompiled from "use-intl/format-message/format-only";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { CATALOGUES, catalogueTexts, compiled } from "./catalogue";
import { LOCALES } from "./locales";

type Tree = { [key: string]: string | Tree };
type Values = RichTranslationValues;

/** The messages of a compiled tree by key: a compiled message is a string or an array. */
function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" || Array.isArray(value)
      ? [[`${prefix}${key}`, value]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const WHEN = new Date("2026-11-29T08:30:00Z");
const tag = (name: string) => (chunks: ReactNode) =>
  `<${name}>${([] as ReactNode[]).concat(chunks).join("")}</${name}>`;

/** Values for every argument of a message: `count` for its numbers, the `pick`-th option of its selects. */
function valuesOf(elements: MessageFormatElement[], count: number, pick: number, out: Values = {}): Values {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.argument) out[element.value] ??= "Lucía";
    if (element.type === TYPE.number || element.type === TYPE.plural) out[element.value] = count;
    if (element.type === TYPE.date || element.type === TYPE.time) out[element.value] = WHEN;
    if (element.type === TYPE.tag) {
      out[element.value] = tag(element.value);
      valuesOf(element.children, count, pick, out);
    }
    if (element.type === TYPE.select) {
      const options = Object.keys(element.options);
      out[element.value] = options[pick % options.length]!;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) valuesOf(option.value, count, pick, out);
  }
  return out;
}

const said = (result: unknown) => (Array.isArray(result) ? result.join("") : String(result));

describe("messages compiled for the pages' formatter (the build's format-only, without the ICU parser)", () => {
  it.each(LOCALES)("say in %s exactly what the catalogue's text says, for every key and argument", (locale) => {
    const options = {
      cache: _createCache(),
      formatters: _createIntlFormatters(_createCache()),
      locale,
      timeZone: "Europe/Madrid",
      globalFormats: undefined,
      formats: undefined,
    };
    const source = catalogueTexts(CATALOGUES[locale]);
    const differ: string[] = [];
    for (const [key, message] of leaves(compiled(CATALOGUES[locale]))) {
      const text = source.get(key) as string;
      const parsed = parse(text);
      for (const [count, pick] of [
        [0, 0],
        [1, 1],
        [2, 2],
        [21, 3],
      ] as const) {
        const values = valuesOf(parsed, count, pick);
        const expected = said(formatWithParser(key, text, values, options as never));
        const actual = said(formatCompiled(key, message as never, values, options as never));
        if (actual !== expected) differ.push(`${key} (${JSON.stringify(values)}): ${actual} ≠ ${expected}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("are plain data, which a server component may hand to the client's provider", () => {
    const notPlain = leaves(compiled(CATALOGUES.es)).filter(
      ([, message]) => JSON.stringify(message) === undefined || !isPlain(message),
    );
    expect(notPlain.map(([key]) => key)).toEqual([]);
  });
});

function isPlain(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isPlain);
  if (value !== null && typeof value === "object")
    return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlain);
  return true;
}
