import { stringify } from "csv-stringify/sync";
import { formatDateTime } from "@/lib/dates";
import { FileDownload } from "@/lib/files/download";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

const BOM = "\uFEFF";
// Cells a spreadsheet would run as a formula (OWASP "CSV injection"): at the start of the text, and
// right after a `;` or `,` inside it, since a Spanish-locale Excel splits a line on `;` whatever the quotes.
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([;,])(?=[=+\-@\t\r])/g;
const ROWS_PER_CHUNK = 100;

const yesNoByLocale = new Map<Locale, readonly [string, string]>();
/** 'Sí' and 'No' in `locale`, looked up once per language rather than per cell of a long export. */
function yesNo(locale: Locale): readonly [string, string] {
  let words = yesNoByLocale.get(locale);
  if (!words) {
    const t = translator(locale, "common");
    words = [t("table.yes"), t("table.no")];
    yesNoByLocale.set(locale, words);
  }
  return words;
}

function cellText(value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return formatDateTime(value, locale);
  if (typeof value === "boolean") return yesNo(locale)[value ? 0 : 1];
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return neutralized(typeof value === "object" ? JSON.stringify(value) : String(value));
}

/** A leading `'` makes a spreadsheet read what follows as text: before the cell and after each inner separator. */
function neutralized(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/**
 * One RFC 4180 record, ending in CRLF. `null`/`undefined` → empty cell, `Date` → `DD/MM/YYYY HH:mm`
 * (in the portal's time zone, the day in `locale`'s order), boolean → 'Sí'/'No' in `locale`, objects → JSON. Text
 * starting with `= + - @`, tab or CR gets a leading `'` so spreadsheets do not evaluate it, and so does
 * each `;`- or `,`-separated part inside it (`a;=1` → `a;'=1`); numbers are left alone (`-5` stays a number).
 */
export function csvRow(values: readonly unknown[], locale: Locale): string {
  return stringify([values.map((value) => cellText(value, locale))], {
    record_delimiter: "\r\n",
    quoted_match: /[\r\n]/,
  });
}

async function* iterate(rows: AsyncIterable<unknown[]> | Iterable<unknown[]>): AsyncGenerator<unknown[]> {
  yield* rows;
}

/**
 * A streamed `text/csv; charset=utf-8` download: UTF-8 BOM (so Excel reads the accents), `header`,
 * then `rows` as they are produced (dates in `locale`, the requester's), pulled only as fast as the client
 * reads. `endpoint()` answers it as every download (an ASCII fallback and the exact UTF-8 name).
 * The first row is read before answering, so a query that fails (bad input the database refuses, a
 * lost connection) gets its own status instead of a 200 whose body breaks off.
 */
export async function csvDownload(
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<unknown[]> | Iterable<unknown[]>,
  locale: Locale,
): Promise<FileDownload> {
  const encoder = new TextEncoder();
  const source = iterate(rows);
  let pending: IteratorResult<unknown[]> | null = await source.next();
  let chunk = BOM + csvRow(header, locale);

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (let i = 0; i < ROWS_PER_CHUNK; i++) {
        const next = pending ?? (await source.next());
        pending = null;
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvRow(next.value, locale);
      }
      controller.enqueue(encoder.encode(chunk));
      chunk = "";
    },
    async cancel() {
      await source.return(undefined);
    },
  });

  return new FileDownload(body, filename, "text/csv; charset=utf-8");
}
