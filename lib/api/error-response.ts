import { msg } from "@/lib/i18n/message";
import type { Locale } from "@/lib/i18n/locales";
import { translate } from "@/lib/i18n/translate";
import { ApiError, ConflictError, sqlState, TooManyRequestsError, ValidationError } from "./errors";
import { issueMessage } from "@/lib/validation/issue-message";

/** Database constraint failures that a module did not translate itself still get a meaningful 409. */
export function toApiError(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  switch (sqlState(err)) {
    case "23505":
      return new ConflictError(msg("errors.duplicate"));
    case "23503":
      return new ConflictError(msg("errors.related"));
    case "23P01":
      return new ConflictError(msg("errors.overlap"));
    case "23514":
      // A CHECK of the schema (a limit, a date range, an allowed value) that the request broke, often in a
      // race the service's own check could not see: the state of the data refuses it, as with a duplicate.
      return new ConflictError(msg("errors.dataRules"));
    default:
      // Class 22 (data exception: a value out of range, an impossible date, a NUL byte…) is bad input
      // that a schema let through; it is the client's, so a 400, never a 500.
      return sqlState(err)?.startsWith("22") ? new ValidationError(msg("errors.badData")) : null;
  }
}

// The server's logger (lib/ops/log.ts) registers itself on globalThis when the server loads it; this
// file stays free of it for the tests that run it alone.
const serverLog = globalThis as { __portalLogInternalError?: (err: unknown, requestId: string) => void };
const logInternalError = (err: unknown, requestId: string) =>
  serverLog.__portalLogInternalError
    ? serverLog.__portalLogInternalError(err, requestId)
    : // eslint-disable-next-line no-console -- only where the server logger is not loaded
      console.error(`[${requestId}]`, err);

/** An error's extra fields, its per-field `errors` given as catalogue keys said in `locale`. */
function saidIn(locale: Locale, extra: Record<string, unknown> | undefined) {
  const errors = extra?.errors;
  if (!errors || typeof errors !== "object") return extra;
  const say = (text: unknown) => (typeof text === "string" ? issueMessage(text, locale) : text);
  const said = Object.entries(errors).map(([field, texts]) => [field, Array.isArray(texts) ? texts.map(say) : texts]);
  return { ...extra, errors: Object.fromEntries(said) };
}

/** The `{ message }` answer of an error, said in `locale`; anything unknown is a logged 500. */
export function errorResponse(err: unknown, requestId: string, locale: Locale): Response {
  const known = toApiError(err);
  if (known) {
    const headers =
      known instanceof TooManyRequestsError ? { "retry-after": String(known.retryAfterSeconds) } : undefined;
    const message = typeof known.text === "string" ? known.text : translate(locale, known.text);
    return Response.json({ message, ...saidIn(locale, known.extra) }, { status: known.status, headers });
  }
  logInternalError(err, requestId);
  return Response.json(
    { message: translate(locale, msg("errors.internal", { reference: requestId })), requestId },
    { status: 500 },
  );
}
