import { ApiRequestError, errorMessageOf, failureMessage } from "./api-request";
import type { Say } from "./say";

/** A toast's title and optional second line (a catalogue key among them is said by the toast). */
export type ToastText = { message: string; description?: string };

export type FailureToastOptions = {
  /** The exact text the specification gives for a status, shown alone (e.g. the 409 of a duplicate). */
  byStatus?: Record<number, string>;
  /** Statuses whose server message is itself the specification's text (exams' 406, 409, 423): shown bare. */
  serverTextOn?: number[];
};

/**
 * The one failure toast of the modules: the specification's text as the title, and the server's
 * reason on the second line when it helps the user (a 4xx, e.g. why a director has no room, or a
 * server that could not be reached); never the two run together. Without a text, the generic
 * 'Ocurrió un error: {detail}' in the words of `say` (`useApiAction` gives the page's); called
 * without them, the detail alone.
 */
export function failureToast(text?: string, { byStatus = {}, serverTextOn = [] }: FailureToastOptions = {}) {
  return (err: unknown, say?: Say): ToastText => {
    const status = err instanceof ApiRequestError ? err.status : -1;
    const exact = byStatus[status];
    if (exact) return { message: exact };
    if (err instanceof ApiRequestError && serverTextOn.includes(status)) return { message: err.message };
    if (text === undefined) return { message: say ? failureMessage(err, say) : errorMessageOf(err) };
    const useful = err instanceof ApiRequestError && (status === 0 || (status >= 400 && status < 500));
    return useful && err.message !== text ? { message: text, description: err.message } : { message: text };
  };
}
