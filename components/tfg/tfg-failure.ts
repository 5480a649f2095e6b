import type { ToastText } from "@/components/ui/use-api-action";
import { ApiRequestError } from "@/lib/ui/api-request";

export const DOWNLOAD_FAILED = "Ha habido un error al descargar el fichero";
export const CSV_UNREADABLE = "Ha habido un error al subir o interpretar el CSV";
export const CSV_UPLOAD_FAILED = "Ha habido un error al subir el CSV";

/**
 * The failure toast of a TFG mutation (section 8): the action's own text as the title, or the exact
 * text given for a status (the 409 of creating a request); the server's reason goes on the second
 * line after a 4xx (e.g. why a director has no room) or when the server could not be reached.
 */
export function tfgFailure(error: string, byStatus: Record<number, string> = {}) {
  return (err: unknown): ToastText => {
    const status = err instanceof ApiRequestError ? err.status : -1;
    const exact = byStatus[status];
    if (exact) return { message: exact };
    const useful = err instanceof ApiRequestError && (status === 0 || (status >= 400 && status < 500));
    return useful ? { message: error, description: err.message } : { message: error };
  };
}

/** A CSV upload's failure: a 400 (the file could not be read) or any other failure, each with its text. */
export const csvFailure = (err: unknown): ToastText =>
  tfgFailure(err instanceof ApiRequestError && err.status === 400 ? CSV_UNREADABLE : CSV_UPLOAD_FAILED)(err);
