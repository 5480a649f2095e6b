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

/** The words a message always shows, whatever its arguments. */
const fixedWords = (elements: MessageFormatElement[]) =>
  elements
    .filter((element) => element.type === TYPE.literal)
    .flatMap((element) => element.value.match(/\p{L}{3,}/gu) ?? []).length;

/**
 * The Spanish texts of the catalogue that `locale` says otherwise, as patterns of whole lines. Only those
 * that cannot be data: two words or more, three when arguments fill the rest ('Aprobado' is also a grade
 * as the information system writes it, 'Curso académico {year}' the name of a year).
 */
export function spanishPatterns(locale: Locale): { key: string; pattern: RegExp }[] {
  const translated = new Map(leaves(catalogue(locale)));
  // A text the language's own catalogue has ('Exportar CSV' is Catalan too) is not left over.
  const own = new Set(translated.values());
  return leaves(catalogue("es"))
    .filter(([, text]) => !own.has(text))
    .filter(([key, text]) => translated.has(key) && translated.get(key) !== text)
    .map(([key, text]) => ({ key, elements: parse(text, { ignoreTag: false }) }))
    .filter(({ elements }) => fixedWords(elements) >= (elements.every((e) => e.type === TYPE.literal) ? 2 : 3))
    .map(({ key, elements }) => ({ key, pattern: new RegExp(`^${pattern(elements)}$`, "u") }));
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
