import type { Db } from "@/db";
import { ApiError, ValidationError } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import { isMsg, msg } from "@/lib/i18n/message";
import { defaultLocale } from "@/lib/i18n/offered";
import { translate, translator } from "@/lib/i18n/translate";
import type { UploadedFile } from "@/lib/files/upload";
import { parseCsv } from "@/lib/import/parse-csv";
import type { CsvUploadResult } from "./schemas";
import { issueMessage } from "@/lib/validation/issue-message";

/** lib/files takes the missing file's text as a string: said in the default catalogue's Spanish until it takes a `Msg`. */
export const CSV_MISSING = translate("es", msg("tfg.errors.csvMissing"));

/** Every TFG CSV upload as the endpoint reads it (field `file`); `missing` is the upload's own text (lib/files). */
export const CSV_UPLOAD = { field: "file", missing: CSV_MISSING } as const;

/** Cells that hold lists (`assignedDegrees`, `assignedDegreeIds`…) separate their items with `;`. */
export const listCell = (cell: string) =>
  cell
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);

/** A numeric cell (a decimal comma is taken); anything else is the row's reason. */
export function numberCell(cell: string, column: string): number {
  const n = Number(cell.trim().replace(",", "."));
  if (cell.trim() === "" || !Number.isFinite(n)) throw new ValidationError(msg("tfg.errors.csvNotNumber", { column }));
  return n;
}

/**
 * A CSV upload with the exact `header`: every row runs in its own savepoint, so a bad row is
 * reported (line and reason, in `locale`) and the good ones are kept. A wrong header or a non-CSV file is a 400.
 */
export async function uploadCsv(
  db: Db,
  file: UploadedFile,
  header: readonly string[],
  row: (tx: Db, cells: Record<string, string>) => Promise<string>,
  locale: Locale = defaultLocale(),
): Promise<CsvUploadResult> {
  if (!file.name.toLowerCase().endsWith(".csv")) throw new ValidationError(msg("tfg.errors.csvOnly"));
  const t = translator(locale, "tfg");
  const { records, errors } = parseCsv(file.bytes.toString("utf8"), header, {}, locale);
  if (records.length === 0 && errors.length === 1 && errors[0]!.line === 1) {
    throw new ValidationError(msg("tfg.errors.csvInvalid", { reason: errors[0]!.reason }));
  }
  const result: CsvUploadResult = {
    success: [],
    failed: errors.map((e) => t("csv.line", { line: e.line, reason: e.reason })),
  };
  for (const record of records) {
    try {
      result.success.push(await db.transaction((tx) => row(tx as unknown as Db, record.cells)));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const reason = isMsg(err.text) ? translate(locale, err.text) : err.text;
      result.failed.push(t("csv.line", { line: record.line, reason }));
    }
  }
  return result;
}

/** Parses one CSV row with a zod schema, turning its first issue into the row's reason. */
export function parseRow<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
  },
  value: unknown,
  locale: Locale = defaultLocale(),
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join(".");
  // The issue's message may be a schema's catalogue key (`says`): said in the language of the upload.
  const reason = issueMessage(issue.message, locale);
  throw new ValidationError(
    field ? msg("tfg.errors.csvRow", { field, reason }) : msg("tfg.errors.csvRowUnnamed", { reason }),
  );
}
