import { CATALOGUES, messagesFor } from "@/lib/i18n/catalogue";
import { LOCALES } from "@/lib/i18n/locales";

type Tree = { [key: string]: string | Tree };

const pathsOf = (tree: Tree, text: string, prefix: string[] = []): string[][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? (value === text ? [[...prefix, key]] : []) : pathsOf(value, text, [...prefix, key]),
  );

const at = (tree: Tree, path: string[]): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const key of path) node = typeof node === "object" ? node[key] : undefined;
  return typeof node === "string" ? node : undefined;
};

const known = new Map<string, readonly string[]>();

/**
 * The headers a CSV's column may have in any language, given its Spanish one: a download is written in
 * its requester's language, and "who read what" finds the students of the file by that column
 * (`PersonalDataRead.shownInColumn`, in Spanish as the route declares it). Every text of the catalogue
 * whose Spanish is `spanish`, in every language.
 */
export function headerNames(spanish: string): readonly string[] {
  let names = known.get(spanish);
  if (!names) {
    const paths = pathsOf(messagesFor("es") as unknown as Tree, spanish);
    const translated = LOCALES.flatMap((locale) =>
      paths.flatMap((path) => at(CATALOGUES[locale] as unknown as Tree, path) ?? []),
    );
    names = [...new Set([spanish, ...translated])];
    known.set(spanish, names);
  }
  return names;
}
