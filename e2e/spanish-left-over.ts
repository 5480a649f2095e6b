import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Locale } from "../lib/i18n/locales";

type Tree = { [key: string]: string | Tree };

// Read from the files: Playwright's loader does not take lib/i18n/catalogue.ts's JSON imports.
const catalogue = (locale: Locale): Tree => {
  const dir = path.resolve(import.meta.dirname, "..", "messages", locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Tree]),
  );
};

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A message as a pattern of the texts it renders to: its words exactly, any value in its arguments. */
function pattern(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return escape(element.value).replace(/\s+/g, "\\s+");
        case TYPE.pound:
          return "[\\d.,\\s]+";
        case TYPE.tag:
          return pattern(element.children);
        case TYPE.plural:
        case TYPE.select:
          return `(?:${Object.values(element.options)
            .map((option) => pattern(option.value))
            .join("|")})`;
        default:
          return ".+?";
      }
    })
    .join("");
}

/** The Spanish texts of the catalogue that `locale` says otherwise, as patterns of whole lines. */
export function spanishPatterns(locale: Locale): { key: string; pattern: RegExp }[] {
  const translated = new Map(leaves(catalogue(locale)));
  return leaves(catalogue("es"))
    .filter(([key, text]) => translated.has(key) && translated.get(key) !== text)
    .map(([key, text]) => ({ key, pattern: new RegExp(`^${pattern(parse(text, { ignoreTag: false }))}$`, "u") }))
    .filter(({ pattern: p }) => !p.test("x") && !p.test("1")); // a message that is all argument matches anything
}

/** The lines a person reads on the page: its text, its title and the texts of labels and hints. */
const shownLines = (page: Page) =>
  page.evaluate(() =>
    [
      document.title,
      ...document.body.innerText.split("\n"),
      ...[...document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((el) =>
        ["aria-label", "title", "placeholder", "alt"].map((name) => el.getAttribute(name) ?? ""),
      ),
    ]
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean),
  );

/** Each line of the page that is a catalogue text in Spanish where `locale`'s catalogue has its own. */
export async function spanishLeftOver(page: Page, patterns: { key: string; pattern: RegExp }[]): Promise<string[]> {
  const lines = [...new Set(await shownLines(page))];
  return lines.flatMap((line) => {
    const found = patterns.find(({ pattern: p }) => p.test(line));
    return found ? [`'${line}' (${found.key})`] : [];
  });
}
