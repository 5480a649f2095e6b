/** `term` for a LIKE pattern, with LIKE's own wildcards (`%`, `_`) and the escape character taken literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
