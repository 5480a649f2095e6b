import type { Db } from "@/db";
import { zodErrors } from "@/lib/i18n/zod/errors";
import { analyzeStale } from "./analyze-stale";
import { prepareRows } from "./import-rows";
import type { ImportOptions, KindSpec } from "./kind-spec";
import { kindSpecs, type ImportKind, type KindRows } from "./kinds";
import { readCsv } from "./parse-csv";
import { issueReason, sayLine, type LineReason } from "./reason";

/** The rows imported and, when the kind has more to say (what `--replace` kept), its notes. */
export type ImportResult = { ok: true; rows: number; notes?: string[] } | { ok: false; errors: string[] };

/**
 * Imports a CSV of `kind`: every row is checked (format, duplicates, references) and the file is
 * written in one transaction only when no row has an error; otherwise nothing is written and every
 * error is returned as "línea N: motivo", in file order, in `options.locale` (Spanish by default). The tables
 * whose statistics it made stale are analyzed before it returns.
 */
export async function importCsv<K extends ImportKind>(
  db: Db,
  kind: K,
  csvText: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  return importCsvOf(db, kindSpecs[kind] as KindSpec<KindRows[K]>, csvText, options);
}

/** `importCsv` for a kind outside the command line's list (a module's own upload, e.g. course capacity). */
export async function importCsvOf<Row>(
  db: Db,
  spec: KindSpec<Row>,
  csvText: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const locale = options.locale ?? "es";
  const said = (errors: LineReason[]) => errors.map((error) => sayLine(locale, error));
  const { records, errors: csvErrors } = readCsv(csvText, spec.columns, spec.trailing);
  if (records.length === 0 && csvErrors.length > 0) return { ok: false, errors: said(csvErrors) };

  const errors: LineReason[] = [...csvErrors];
  const rows: Row[] = [];
  const lines: number[] = [];
  for (const { line, cells } of records) {
    // zod's own messages (none of the cells' rules) in the language of the result too.
    const parsed = spec.schema.safeParse(cells, { error: zodErrors(locale) });
    if (parsed.success) {
      rows.push(parsed.data);
      lines.push(line);
    } else {
      errors.push(...parsed.error.issues.map((issue) => ({ line, reason: issueReason(issue) })));
    }
  }

  let notes: string[] = [];
  const failures = await db.transaction(async (tx) => {
    const prepared = await prepareRows(tx, spec, rows, lines, options);
    const all = [...errors, ...prepared.errors];
    if (all.length === 0) notes = (await prepared.write()) ?? [];
    return all;
  });
  if (failures.length > 0) return { ok: false, errors: said(failures.sort((a, b) => a.line - b.line)) };
  await analyzeStale(db, spec.writes, rows.length);
  return notes.length > 0 ? { ok: true, rows: rows.length, notes } : { ok: true, rows: rows.length };
}
