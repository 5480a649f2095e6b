import { failureToast, type ToastText } from "@/lib/client/failure-toast";
import { ApiRequestError } from "@/lib/client/api-request";

export const DOWNLOAD_FAILED = "Ha habido un error al descargar el fichero";
export const CSV_UNREADABLE = "Ha habido un error al subir o interpretar el CSV";
export const CSV_UPLOAD_FAILED = "Ha habido un error al subir el CSV";

/** A CSV upload's failure: a 400 (the file could not be read) or any other failure, each with its text. */
export const csvFailure = (err: unknown): ToastText =>
  failureToast(err instanceof ApiRequestError && err.status === 400 ? CSV_UNREADABLE : CSV_UPLOAD_FAILED)(err);
