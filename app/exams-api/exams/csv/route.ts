// POST /exams-api/exams/csv — support uploads exams as CSV (multipart field `file`), all or nothing
import { endpoint } from "@/lib/api/endpoint";
import { ValidationError } from "@/lib/api/errors";
import { examsAccess } from "@/lib/exams/access";
import { importExamsCsv } from "@/lib/exams/exams/csv-import";
import { NO_FILE_UPLOADED } from "@/lib/exams/exams/schemas";
import { msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/exams/csv",
  { upload: { field: "file", missing: NO_FILE_UPLOADED } },
  async ({ db, body, locale }) => {
    const result = await importExamsCsv(db, body.file.bytes.toString("utf8"), locale);
    if (!result.ok) throw new ValidationError(msg("exams.csv.hasErrors"), { file: result.errors });
    return { rows: result.rows, message: translate(locale, msg("exams.csv.imported", { count: result.rows })) };
  },
);
