import { CsvError, parse } from "csv-parse/sync";
import type { Locale } from "@/lib/i18n/locales";
import { msg, type Msg, type MessageKey } from "@/lib/i18n/message";
import { sayReason, type LineReason } from "./reason";

export interface CsvRecord {
  /** The file line the record starts on (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

/** A line refused, its reason said in one language. */
export interface LineError {
  line: number;
  reason: string;
}

const SYNTAX_ERRORS: Partial<Record<string, MessageKey>> = {
  CSV_QUOTE_NOT_CLOSED: "imports.csv.unclosedQuote",
  INVALID_OPENING_QUOTE: "imports.csv.quoteInField",
  CSV_INVALID_CLOSING_QUOTE: "imports.csv.textAfterQuote",
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "imports.csv.textAfterQuote",
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
function headerProblem(found: string[], columns: readonly string[], trailing: TrailingColumns): Msg | null {
  const optional = trailing.optional ?? [];
  const extra = found.slice(columns.length);
  const fits =
    columns.every((column, i) => found[i] === column) &&
    (trailing.othersIgnored || extra.every((column) => optional.includes(column)));
  if (fits) return null;
  const expected = [columns.join(","), ...optional.map((column) => `[,${column}]`)].join("");
  return msg("imports.csv.header", { expected, found: found.join(",") });
}

/**
 * Parses a comma-separated UTF-8 text whose header must be `columns`, then (with `trailing`) its
 * optional columns or, when so told, any others. Line numbers are computed from byte offsets rather
 * than csv-parse's `info.lines`, which counts a quoted \r\n twice.
 */
export function readCsv(
  text: string,
  columns: readonly string[],
  trailing: TrailingColumns = {},
): { records: CsvRecord[]; errors: LineReason[] } {
  const bytes = Buffer.from(text.replace(/^\uFEFF/, ""), "utf8");
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    // With `info: true` each record comes as { record, info }; the declared return type does not say so.
    parsed = parse(bytes, { info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof parsed;
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const known = SYNTAX_ERRORS[err.code];
    const reason = known ? msg(known) : msg("imports.csv.invalid", { code: err.code });
    return { records: [], errors: [{ line: Number((err as { lines?: number }).lines ?? 1), reason }] };
  }

  const expected = columns.join(",");
  const [header, ...rows] = parsed;
  if (!header)
    return {
      records: [],
      errors: [{ line: 1, reason: msg("imports.csv.empty", { expected }) }],
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
  const errors: LineReason[] = [];
  let previousEnd = header.info.bytes;
  for (const { record, info } of rows) {
    const line = startLine(previousEnd);
    previousEnd = info.bytes;
    if (record.length !== names.length) {
      const counts = { expected: String(names.length), found: String(record.length) };
      errors.push({ line, reason: msg("imports.csv.columnCount", counts) });
      continue;
    }
    records.push({
      line,
      cells: Object.fromEntries(read.map((column) => [column, record[names.indexOf(column)] ?? ""])),
    });
  }
  return { records, errors };
}

/** `readCsv` with each line's reason said in `locale` (Spanish, the command line's, by default). */
export function parseCsv(
  text: string,
  columns: readonly string[],
  trailing: TrailingColumns = {},
  locale: Locale = "es",
): { records: CsvRecord[]; errors: LineError[] } {
  const { records, errors } = readCsv(text, columns, trailing);
  return { records, errors: errors.map(({ line, reason }) => ({ line, reason: sayReason(locale, reason) })) };
}
