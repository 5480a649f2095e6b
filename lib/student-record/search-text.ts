/**
 * Accent- and case-insensitive search: the same folding in SQL (the generated `search_*` columns
 * on `users`) and in TypeScript (the search term), so 'garcia' finds 'García'. Importable from client code.
 */
const FROM = "áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ";
const TO = "aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc";
const MAP = new Map([...FROM].map((c, i) => [c, TO[i]!]));

export function foldSearchText(value: string): string {
  return [...value].map((c) => MAP.get(c) ?? c).join("").toLowerCase();
}

/** The SQL of a generated column folding `column` like `foldSearchText`. */
export function foldSqlOf(column: string): string {
  return `lower(translate("${column}", '${FROM}', '${TO}'))`;
}

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${foldSearchText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
