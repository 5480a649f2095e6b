import { isMsg, msg, type Msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";

/**
 * The API's error classes; lib/api/error-response.ts turns any of them (or anything else) into
 * `{ message }` JSON in the language of the request. A message is a catalogue key (`msg(…)`), said in
 * Spanish in `.message` (logs, tests) and in the requester's language in the answer.
 */
export class ApiError extends Error {
  readonly text: Msg | string;
  constructor(
    readonly status: number,
    text: Msg | string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(isMsg(text) ? translate("es", text) : text);
    this.text = text;
    this.name = new.target.name;
  }
}

export class ValidationError extends ApiError {
  constructor(message: Msg | string, errors?: Record<string, string[] | undefined>) {
    super(400, message, errors ? { errors } : undefined);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message: Msg | string = msg("errors.unauthorized")) {
    super(401, message);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message: Msg | string = msg("errors.forbidden")) {
    super(403, message);
  }
}

export class NotFoundError extends ApiError {
  constructor(message: Msg | string = msg("errors.notFound")) {
    super(404, message);
  }
}

export class ConflictError extends ApiError {
  constructor(message: Msg | string) {
    super(409, message);
  }
}

/** 406: the request is valid but not acceptable now (e.g. outside a deadline). */
export class NotAcceptableError extends ApiError {
  constructor(message: Msg | string) {
    super(406, message);
  }
}

/** 423: the resource is locked or exhausted (e.g. no seats left). */
export class LockedError extends ApiError {
  constructor(message: Msg | string) {
    super(423, message);
  }
}

export class PayloadTooLargeError extends ApiError {
  constructor(message: Msg | string = msg("errors.payloadTooLarge")) {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends ApiError {
  constructor(message: Msg | string) {
    super(415, message);
  }
}

export class TooManyRequestsError extends ApiError {
  constructor(
    message: Msg | string,
    /** Sent as `Retry-After`. */
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** The SQLSTATE of a database error, looked for through drizzle's `cause` chain. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint a database error names (postgres.js: `constraint_name`, PGlite: `constraint`), through `cause`. */
export function constraintName(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { constraint_name, constraint } = e as { constraint_name?: unknown; constraint?: unknown };
    const name = constraint_name ?? constraint;
    if (typeof name === "string") return name;
  }
  return undefined;
}
