import type { Db } from "@/db";
import { msg } from "@/lib/i18n/message";
import type { ImportOptions, KindSpec, Prepared } from "./kind-spec";
import { kindSpecs, type ImportKind, type KindRows } from "./kinds";
import { sayReason, type LineReason } from "./reason";

/** Key duplicates, bulk-resolved references and the writer for rows found on `lines`. */
export async function prepareRows<Row>(
  tx: Db,
  spec: KindSpec<Row>,
  rows: readonly Row[],
  lines: readonly number[],
  options: ImportOptions = {},
): Promise<{ errors: LineReason[]; write: Prepared["write"] }> {
  const errors: LineReason[] = [];
  const firstLine = new Map<string, number>();
  const unique: Row[] = [];
  const uniqueLines: number[] = [];
  rows.forEach((row, index) => {
    const key = spec.key(row);
    const line = lines[index]!;
    const seen = firstLine.get(key);
    if (seen === undefined) {
      firstLine.set(key, line);
      unique.push(row);
      uniqueLines.push(line);
    } else {
      errors.push({ line, reason: msg("imports.duplicateKey", { key, line: String(seen) }) });
    }
  });
  const prepared = await spec.prepare(tx, unique, options);
  errors.push(...prepared.errors.map(({ index, reason }) => ({ line: uniqueLines[index]!, reason })));
  return { errors, write: prepared.write };
}

/**
 * Upserts rows built in code (the demo university) through the same checks and writers as a CSV
 * import. Any error is a bug in the caller, so it throws.
 */
export async function importRows<K extends ImportKind>(tx: Db, kind: K, rows: readonly KindRows[K][]): Promise<void> {
  const spec: KindSpec<KindRows[K]> = kindSpecs[kind];
  const { errors, write } = await prepareRows(
    tx,
    spec,
    rows,
    rows.map((_, index) => index + 1),
  );
  if (errors.length > 0) {
    const said = errors.map(({ line, reason }) => `fila ${line}: ${sayReason("es", reason)}`);
    throw new Error(`Datos de ${kind} no válidos: ${said.join("; ")}`);
  }
  await write();
}
