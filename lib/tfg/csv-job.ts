import { csvRow } from "@/lib/csv-export";
import type { JobHandler } from "@/lib/jobs/types";
import { STATUS_LABELS, priorityLabel } from "./constants";
import { exportChunk, exportTotal } from "./requests/queries";
import { requestCsvQuery, type RequestCsvQuery } from "./requests/schemas";
import type { Viewer } from "./scope";

export const REQUESTS_CSV_JOB = "tfg-requests-csv";
export const REQUESTS_CSV_NAME = "Solicitudes TFG.csv";

/** What the job keeps: who asked (their scope) and the filters as they came in the URL. */
export interface RequestsCsvParams {
  viewer: Viewer;
  query: Record<string, string>;
}

/** The column of the students' external ids (the file route records who was read by it). */
export const REQUESTS_CSV_STUDENT = "Id alumno";
const HEADER = [
  "Id",
  "Alumno",
  REQUESTS_CSV_STUDENT,
  "DNI",
  "Email",
  "Titulación",
  "Título provisional",
  "Área temática",
  "Director",
  "Preferencia",
  "Fecha de solicitud",
  "Estado",
];

/**
 * The CSV export of the area requests, `chunkSize` rows at a time in id order; each chunk reports
 * progress, which renews the job's lease.
 */
export function requestsCsvJob({ chunkSize = 200 } = {}): JobHandler {
  return async ({ db, params, report }) => {
    const { viewer, query } = params as RequestsCsvParams;
    const q: RequestCsvQuery = requestCsvQuery.parse(query);
    const total = await exportTotal(db, viewer, q);
    let text = "\uFEFF" + csvRow(HEADER);
    let done = 0;
    let afterId = 0;
    for (;;) {
      const rows = await exportChunk(db, viewer, q, afterId, chunkSize);
      if (rows.length === 0) break;
      for (const r of rows) {
        text += csvRow([
          r.id,
          r.userName,
          r.userId,
          r.dni,
          r.email,
          r.degreeName,
          r.provisionalTitle,
          r.areaName,
          r.instructorName,
          priorityLabel(r.priority),
          new Date(r.created),
          STATUS_LABELS[r.status],
        ]);
      }
      afterId = rows.at(-1)!.id;
      done += rows.length;
      await report(total ? (done / total) * 100 : 99);
    }
    return { bytes: Buffer.from(text, "utf8"), fileName: REQUESTS_CSV_NAME, mimeType: "text/csv; charset=utf-8" };
  };
}
