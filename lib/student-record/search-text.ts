import { FOLD_FROM, FOLD_TO } from "@/db/search-fold";
import { escapeLike } from "@/lib/list/like";

/** Folds a search term like the `search_*` columns (db/search-fold.ts). Importable from client code. */
const MAP = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

export function foldSearchText(value: string): string {
  return [...value]
    .map((c) => MAP.get(c) ?? c)
    .join("")
    .toLowerCase();
}

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(foldSearchText(term))}%`;
}
