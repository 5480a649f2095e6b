import { CsvError, parse } from "csv-parse/sync";

export interface CsvRecord {
  /** The file line the record starts on (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

export interface LineError {
  line: number;
  reason: string;
}

const SYNTAX_ERRORS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: "hay unas comillas sin cerrar",
  INVALID_OPENING_QUOTE: "hay comillas en medio de un campo (un campo con comillas debe ir entero entre comillas)",
  CSV_INVALID_CLOSING_QUOTE: "hay texto tras las comillas de cierre de un campo",
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "hay texto tras las comillas de cierre de un campo",
};

/** Byte offsets where each line starts; a line ends at \r\n, \n or \r. */
function lineStarts(bytes: Buffer): number[] {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) starts.push(i + 1);
  }
  return starts;
}

function lineAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** What a header may hold after its required columns. */
export interface TrailingColumns {
  /** Columns a file may add after the required ones; absent, their cells are "". */
  optional?: readonly string[];
  /** Whether any other column after the required ones is read past (a file exported with more). */
  othersIgnored?: boolean;
}

/** Why a header is refused, or null; the columns after the required ones are checked against `trailing`. */
function headerProblem(found: string[], columns: readonly string[], trailing: TrailingColumns): string | null {
  const optional = trailing.optional ?? [];
  const extra = found.slice(columns.length);
  const fits =
    columns.every((column, i) => found[i] === column) &&
    (trailing.othersIgnored || extra.every((column) => optional.includes(column)));
  if (fits) return null;
  const expected = [columns.join(","), ...optional.map((column) => `[,${column}]`)].join("");
  return `cabecera incorrecta; se esperaba "${expected}" y se ha encontrado "${found.join(",")}"`;
}

/**
 * Parses a comma-separated UTF-8 text whose header must be `columns`, then (with `trailing`) its
 * optional columns or, when so told, any others. Line numbers are computed from byte offsets rather
 * than csv-parse's `info.lines`, which counts a quoted \r\n twice.
 */
export function parseCsv(
  text: string,
  columns: readonly string[],
  trailing: TrailingColumns = {},
): { records: CsvRecord[]; errors: LineError[] } {
  const bytes = Buffer.from(text.replace(/^\uFEFF/, ""), "utf8");
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    // With `info: true` each record comes as { record, info }; the declared return type does not say so.
    parsed = parse(bytes, { info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof parsed;
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const reason = SYNTAX_ERRORS[err.code] ?? `el CSV no es válido (${err.code})`;
    return { records: [], errors: [{ line: Number((err as { lines?: number }).lines ?? 1), reason }] };
  }

  const expected = columns.join(",");
  const [header, ...rows] = parsed;
  if (!header)
    return {
      records: [],
      errors: [{ line: 1, reason: `el fichero está vacío; se esperaba la cabecera "${expected}"` }],
    };
  const starts = lineStarts(bytes);
  const startLine = (end: number) => {
    let offset = end;
    while (bytes[offset] === 0x0a || bytes[offset] === 0x0d) offset++;
    return lineAt(starts, offset);
  };
  const reason = headerProblem(header.record, columns, trailing);
  if (reason) return { records: [], errors: [{ line: startLine(0), reason }] };
  const read = [...columns, ...(trailing.optional ?? [])];
  const names = header.record;

  const records: CsvRecord[] = [];
  const errors: LineError[] = [];
  let previousEnd = header.info.bytes;
  for (const { record, info } of rows) {
    const line = startLine(previousEnd);
    previousEnd = info.bytes;
    if (record.length !== names.length) {
      errors.push({ line, reason: `se esperaban ${names.length} columnas y hay ${record.length}` });
      continue;
    }
    records.push({
      line,
      cells: Object.fromEntries(read.map((column) => [column, record[names.indexOf(column)] ?? ""])),
    });
  }
  return { records, errors };
}
