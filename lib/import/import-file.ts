import type { Db } from "@/db";
import { prepareRows, formatLineError } from "./import-rows";
import type { KindSpec } from "./kind-spec";
import { kindSpecs, type ImportKind, type KindRows } from "./kinds";
import { parseCsv } from "./parse-csv";

export type ImportResult = { ok: true; rows: number } | { ok: false; errors: string[] };

/**
 * Imports a CSV of `kind`: every row is checked (format, duplicates, references) and the file is
 * written in one transaction only when no row has an error; otherwise nothing is written and every
 * error is returned as "línea N: motivo", in file order.
 */
export async function importCsv<K extends ImportKind>(db: Db, kind: K, csvText: string): Promise<ImportResult> {
  return importCsvOf(db, kindSpecs[kind] as KindSpec<KindRows[K]>, csvText);
}

/** `importCsv` for a kind outside the command line's list (a module's own upload, e.g. course capacity). */
export async function importCsvOf<Row>(db: Db, spec: KindSpec<Row>, csvText: string): Promise<ImportResult> {
  const { records, errors } = parseCsv(csvText, spec.columns);
  if (records.length === 0 && errors.length > 0) return { ok: false, errors: errors.map(formatLineError) };

  const rows: Row[] = [];
  const lines: number[] = [];
  for (const { line, cells } of records) {
    const parsed = spec.schema.safeParse(cells);
    if (parsed.success) {
      rows.push(parsed.data);
      lines.push(line);
    } else {
      errors.push(...parsed.error.issues.map((issue) => ({ line, reason: issue.message })));
    }
  }

  const failures = await db.transaction(async (tx) => {
    const prepared = await prepareRows(tx, spec, rows, lines);
    const all = [...errors, ...prepared.errors];
    if (all.length === 0) await prepared.write();
    return all;
  });
  if (failures.length > 0) {
    return { ok: false, errors: failures.sort((a, b) => a.line - b.line).map(formatLineError) };
  }
  return { ok: true, rows: rows.length };
}
