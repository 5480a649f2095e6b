import { failureToast, type ToastText } from "@/lib/client/failure-toast";
import { ApiRequestError } from "@/lib/client/api-request";
import type { TfgT } from "@/lib/tfg/labels";

/** A CSV upload's failure: a 400 (the file could not be read) or any other failure, each with its text. */
export const csvFailure =
  (t: TfgT) =>
  (err: unknown): ToastText =>
    failureToast(
      t(err instanceof ApiRequestError && err.status === 400 ? "csv.upload.unreadable" : "csv.upload.failed"),
    )(err);
