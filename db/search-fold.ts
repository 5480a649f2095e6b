/**
 * Accent- and case-insensitive search: the folding of the generated `search_*` columns on `users`.
 * `foldSearchText` (lib/student-record/search-text.ts) folds a search term the same way, from the same
 * characters, so 'garcia' finds 'García'. Dependency-free, so client code may fold with it too.
 */
export const FOLD_FROM = "áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ";
export const FOLD_TO = "aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc";

/** The SQL of a generated column folding `column` like `foldSearchText`. */
export function foldSqlOf(column: string): string {
  return `lower(translate("${column}", '${FOLD_FROM}', '${FOLD_TO}'))`;
}
