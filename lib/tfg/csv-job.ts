import { csvRow } from "@/lib/csv-export";
import type { JobHandler } from "@/lib/jobs/types";
import type { Locale } from "@/lib/i18n/locales";
import { defaultLocale } from "@/lib/i18n/offered";
import { translator } from "@/lib/i18n/translate";
import { priorityLabel, statusLabel, type TfgT } from "./labels";
import { exportChunk, exportTotal } from "./requests/queries";
import { requestCsvQuery, type RequestCsvQuery } from "./requests/schemas";
import type { Viewer } from "./scope";

export const REQUESTS_CSV_JOB = "tfg-requests-csv";

/** What the job keeps: who asked (their scope), the filters as they came in the URL, and the file's language. */
export interface RequestsCsvParams {
  viewer: Viewer;
  query: Record<string, string>;
  /** The requester's language when the export was asked for; the default for a job queued without one. */
  locale?: Locale;
}

/** The column of the students' external ids as the access log names it (the file route records who was read by it). */
export const REQUESTS_CSV_STUDENT = "Id alumno";
const header = (t: TfgT) =>
  (
    [
      "id",
      "student",
      "studentId",
      "dni",
      "email",
      "degree",
      "provisionalTitle",
      "area",
      "director",
      "priority",
      "created",
      "status",
    ] as const
  ).map((column) => t(`csv.requests.${column}`));

/**
 * The CSV export of the area requests, `chunkSize` rows at a time in id order; each chunk reports
 * progress, which renews the job's lease.
 */
export function requestsCsvJob({ chunkSize = 200 } = {}): JobHandler {
  return async ({ db, params, report }) => {
    const { viewer, query, locale } = params as RequestsCsvParams;
    const language = locale ?? defaultLocale();
    const t = translator(language, "tfg");
    const q: RequestCsvQuery = requestCsvQuery.parse(query);
    const total = await exportTotal(db, viewer, q);
    let text = "\uFEFF" + csvRow(header(t), language);
    let done = 0;
    let afterId = 0;
    for (;;) {
      const rows = await exportChunk(db, viewer, q, afterId, chunkSize);
      if (rows.length === 0) break;
      for (const r of rows) {
        text += csvRow(
          [
            r.id,
            r.userName,
            r.userId,
            r.dni,
            r.email,
            r.degreeName,
            r.provisionalTitle,
            r.areaName,
            r.instructorName,
            priorityLabel(t, r.priority),
            new Date(r.created),
            statusLabel(t, r.status),
          ],
          language,
        );
      }
      afterId = rows.at(-1)!.id;
      done += rows.length;
      await report(total ? (done / total) * 100 : 99);
    }
    return {
      bytes: Buffer.from(text, "utf8"),
      fileName: t("csv.requests.fileName"),
      mimeType: "text/csv; charset=utf-8",
    };
  };
}
