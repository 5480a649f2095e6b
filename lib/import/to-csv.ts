import { stringify } from "csv-stringify/sync";

type Cell = string | number | boolean | null | undefined;

/** A CSV text with a header row, quoting cells that need it; for generated files (tests, benchmark). */
export const toCsv = (columns: readonly string[], rows: readonly (readonly Cell[])[]) =>
  stringify([columns, ...rows], { cast: { boolean: (value) => String(value) } });
