import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import type { Locale } from "@/lib/i18n/locales";
import type { Msg } from "@/lib/i18n/message";
import type { z } from "@/lib/validation/z";
import type { TrailingColumns } from "./parse-csv";

/** A problem with the row at `index` of the rows handed to `prepare`. */
export interface RowError {
  index: number;
  reason: Msg;
}

export interface Prepared {
  errors: RowError[];
  /** Upserts the rows; called only when `errors` is empty, inside the same transaction. Returns what to tell the user beyond the count. */
  write: () => Promise<string[] | void>;
}

/** How the command line asks a kind to import: `--replace <academicYear>` (course-members only). */
export interface ImportOptions {
  replace?: string;
  /** The language of the line errors: the command line's Spanish unless an upload says its requester's. */
  locale?: Locale;
}

/** One importable kind: its CSV columns (the schema's keys, in order), row schema, natural key and writer. */
export interface KindSpec<Row> {
  /** The required columns, in order; `trailing` says what may follow them. */
  columns: readonly string[];
  trailing?: TrailingColumns;
  schema: Pick<z.ZodType<Row>, "safeParse">;
  /** The natural key as the user would read it, e.g. `externalId "u1"`; equal keys are duplicates. */
  key: (row: Row) => string;
  /** The tables its writer fills: analyzed after the import, so the next query is planned on the new rows. */
  writes: readonly PgTable[];
  /** Resolves the rows' references in bulk and returns the errors found and the writer. */
  prepare: (tx: Db, rows: readonly Row[], options: ImportOptions) => Promise<Prepared>;
}

/** A kind whose columns are its schema's keys; the keys `trailing` names optional come after the rest. */
export function defineKind<S extends z.ZodObject>(
  spec: Omit<KindSpec<z.output<S>>, "columns" | "schema"> & { schema: S },
) {
  const optional = spec.trailing?.optional ?? [];
  const columns = Object.keys(spec.schema.shape).filter((key) => !optional.includes(key));
  const kind: KindSpec<z.output<S>> = { ...spec, columns };
  return kind;
}

/** Maps every row to the values to write; a row that reports problems is left out and its problems become errors. */
export function mapRows<Row, Value>(
  rows: readonly Row[],
  map: (row: Row, problems: Msg[]) => Value,
): { values: Value[]; errors: RowError[] } {
  const values: Value[] = [];
  const errors: RowError[] = [];
  rows.forEach((row, index) => {
    const problems: Msg[] = [];
    const value = map(row, problems);
    if (problems.length === 0) values.push(value);
    else errors.push(...problems.map((reason) => ({ index, reason })));
  });
  return { values, errors };
}
