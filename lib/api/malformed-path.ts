import { msg } from "@/lib/i18n/message";
import { localeOf } from "@/lib/i18n/locale-of";
import { errorResponse } from "./error-response";
import { ValidationError } from "./errors";

/**
 * True when a segment of `pathname` holds a percent-escape that is not UTF-8 (`%FF`, the overlong
 * `%C0%80`, a lone `%`). Next decodes path parameters before any route handler runs and answers such a
 * path with its own plain-text 500, so the proxy refuses it first.
 */
export function hasMalformedEscape(pathname: string): boolean {
  return pathname.split("/").some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}

/** The 400 of a path that cannot be decoded: the API's usual `{ message }`. */
export const malformedPathResponse = (headers: Headers): Response =>
  errorResponse(new ValidationError(msg("errors.malformedPath")), crypto.randomUUID(), localeOf(headers));
