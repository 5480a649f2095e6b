/** The rows of a `db.execute()`: an array on postgres.js, `{ rows }` on PGlite. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
