import type { Db } from "@/db";
import { ValidationError } from "@/lib/api/errors";
import { parseDayTime } from "@/lib/dates";
import type { UploadedFile } from "@/lib/files/upload";
import type { Locale } from "@/lib/i18n/locales";
import { defaultLocale } from "@/lib/i18n/offered";
import { translate, translator } from "@/lib/i18n/translate";
import { zodErrors } from "@/lib/i18n/zod/errors";
import { parseCsv } from "@/lib/import/parse-csv";
import { MESSAGES } from "../messages";
import { templateBody, type TemplateValues } from "./schemas";
import { createTemplate } from "./service";
import { issueMessage } from "@/lib/validation/issue-message";

export const TEMPLATE_CSV_COLUMNS = ["name", "start", "end", "termId"] as const;
const WITH_TYPE = [...TEMPLATE_CSV_COLUMNS, "typeId"] as const;

/** `DD/MM/YYYY HH:mm` or `DD/MM/YYYY` (the portal's format and zone) or an ISO instant; anything else stays as is and fails validation. */
function csvInstant(value: string): string {
  return parseDayTime(value, { dayAlone: true })?.toISOString() ?? value.trim();
}

/**
 * `POST /instances-api/templates/csv`: header `name,start,end,termId` (the type `formTypeId`, the
 * form's `typeId`) or `name,start,end,termId,typeId`. All or nothing: any bad line refuses the whole file,
 * every problem listed with its line number. CSV templates carry both dates, so they start active.
 * The problems and the answer are said in `locale`, the requester's.
 */
export async function importTemplatesCsv(
  db: Db,
  file: UploadedFile,
  formTypeId?: string,
  locale: Locale = defaultLocale(),
) {
  const t = translator(locale, "instances");
  const say = (message: string) => issueMessage(message, locale);
  const text = file.bytes.toString("utf8");
  const header = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/, 1)[0]!
    .trim();
  const columns = header === WITH_TYPE.join(",") ? WITH_TYPE : TEMPLATE_CSV_COLUMNS;
  const { records, errors } = parseCsv(text, columns, {}, locale);
  const problems = errors.map((e) => t("csvImport.line", { line: String(e.line), reason: e.reason }));
  const rows: TemplateValues[] = [];
  for (const { line, cells } of records) {
    const parsed = templateBody.safeParse(
      {
        name: cells.name,
        start: csvInstant(cells.start!),
        end: csvInstant(cells.end!),
        termId: cells.termId,
        typeId: cells.typeId ?? formTypeId,
        active: true,
      },
      { error: zodErrors(locale) },
    );
    if (parsed.success) rows.push(parsed.data);
    else
      problems.push(
        ...parsed.error.issues.map((i) =>
          t("csvImport.line", { line: String(line), reason: `${String(i.path[0] ?? "")} ${say(i.message)}` }).replace(
            /\s+/g,
            " ",
          ),
        ),
      );
  }
  if (problems.length === 0 && rows.length === 0) problems.push(t("csvImport.noTemplates"));
  const created: number[] = [];
  if (problems.length === 0) {
    for (const [i, row] of rows.entries()) {
      try {
        created.push((await createTemplate(db, row, locale)).id);
      } catch (err) {
        if (err instanceof ValidationError) {
          const reason = typeof err.text === "string" ? err.text : translate(locale, err.text);
          problems.push(t("csvImport.line", { line: String(records[i]!.line), reason }));
        } else throw err;
      }
    }
  }
  if (problems.length > 0)
    throw new ValidationError(t("csvImport.invalid", { problems: problems.join("; ") }), { file: problems });
  return { created: created.length, message: translate(locale, MESSAGES.templatesCreated) };
}
