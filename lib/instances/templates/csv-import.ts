import type { Db } from "@/db";
import { ValidationError } from "@/lib/api/errors";
import { parseDayTime } from "@/lib/dates";
import type { UploadedFile } from "@/lib/files/upload";
import { parseCsv } from "@/lib/import/parse-csv";
import { MESSAGES } from "../messages";
import { templateBody, type TemplateValues } from "./schemas";
import { createTemplate } from "./service";

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
 */
export async function importTemplatesCsv(db: Db, file: UploadedFile, formTypeId?: string) {
  const text = file.bytes.toString("utf8");
  const header = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/, 1)[0]!
    .trim();
  const columns = header === WITH_TYPE.join(",") ? WITH_TYPE : TEMPLATE_CSV_COLUMNS;
  const { records, errors } = parseCsv(text, columns);
  const problems = errors.map((e) => `línea ${e.line}: ${e.reason}`);
  const rows: TemplateValues[] = [];
  for (const { line, cells } of records) {
    const parsed = templateBody.safeParse({
      name: cells.name,
      start: csvInstant(cells.start!),
      end: csvInstant(cells.end!),
      termId: cells.termId,
      typeId: cells.typeId ?? formTypeId,
      active: true,
    });
    if (parsed.success) rows.push(parsed.data);
    else
      problems.push(
        ...parsed.error.issues.map((i) =>
          `línea ${line}: ${String(i.path[0] ?? "")} ${i.message}`.replace(/\s+/g, " "),
        ),
      );
  }
  if (problems.length === 0 && rows.length === 0) problems.push("línea 2: el fichero no tiene plantillas");
  const created: number[] = [];
  if (problems.length === 0) {
    for (const [i, row] of rows.entries()) {
      try {
        created.push((await createTemplate(db, row)).id);
      } catch (err) {
        if (err instanceof ValidationError) problems.push(`línea ${records[i]!.line}: ${err.message}`);
        else throw err;
      }
    }
  }
  if (problems.length > 0)
    throw new ValidationError(`${MESSAGES.csvInvalid}: ${problems.join("; ")}`, { file: problems });
  return { created: created.length, message: MESSAGES.templatesCreated };
}
