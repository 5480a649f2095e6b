import type { Db } from "@/db";
import type { z } from "@/lib/validation/z";

/** A problem with the row at `index` of the rows handed to `prepare`. */
export interface RowError {
  index: number;
  reason: string;
}

export interface Prepared {
  errors: RowError[];
  /** Upserts the rows; called only when `errors` is empty, inside the same transaction. */
  write: () => Promise<void>;
}

/** One importable kind: its CSV columns (the schema's keys, in order), row schema, natural key and writer. */
export interface KindSpec<Row> {
  columns: readonly string[];
  schema: Pick<z.ZodType<Row>, "safeParse">;
  /** The natural key as the user would read it, e.g. `externalId "u1"`; equal keys are duplicates. */
  key: (row: Row) => string;
  /** Resolves the rows' references in bulk and returns the errors found and the writer. */
  prepare: (tx: Db, rows: readonly Row[]) => Promise<Prepared>;
}

export function defineKind<S extends z.ZodObject>(
  spec: Omit<KindSpec<z.output<S>>, "columns" | "schema"> & { schema: S },
) {
  const kind: KindSpec<z.output<S>> = { ...spec, columns: Object.keys(spec.schema.shape) };
  return kind;
}

/** Maps every row to the values to write; a row that reports problems is left out and its problems become errors. */
export function mapRows<Row, Value>(
  rows: readonly Row[],
  map: (row: Row, problems: string[]) => Value,
): { values: Value[]; errors: RowError[] } {
  const values: Value[] = [];
  const errors: RowError[] = [];
  rows.forEach((row, index) => {
    const problems: string[] = [];
    const value = map(row, problems);
    if (problems.length === 0) values.push(value);
    else errors.push(...problems.map((reason) => ({ index, reason })));
  });
  return { values, errors };
}
