import { ilike, or, type Column, type SQL } from "drizzle-orm";

/** `term` for a LIKE pattern, with LIKE's own wildcards (`%`, `_`) and the escape character taken literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A list's free-text search: some of `columns` contains `term` (case-insensitive); no condition without a term. */
export function containsAny(term: string | undefined, columns: Array<Column | SQL>): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
