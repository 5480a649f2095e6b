/** The API's error classes; `errorResponse` turns any of them (or anything else) into `{ message }` JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends ApiError {
  constructor(message: string, errors?: Record<string, string[] | undefined>) {
    super(400, message, errors ? { errors } : undefined);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message = "No has iniciado sesión o tu sesión ha caducado") {
    super(401, message);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message = "No tienes permisos para realizar esta acción") {
    super(403, message);
  }
}

export class NotFoundError extends ApiError {
  constructor(message = "No se ha encontrado el recurso solicitado") {
    super(404, message);
  }
}

export class ConflictError extends ApiError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 406: the request is valid but not acceptable now (e.g. outside a deadline). */
export class NotAcceptableError extends ApiError {
  constructor(message: string) {
    super(406, message);
  }
}

/** 423: the resource is locked or exhausted (e.g. no seats left). */
export class LockedError extends ApiError {
  constructor(message: string) {
    super(423, message);
  }
}

export class PayloadTooLargeError extends ApiError {
  constructor(message = "La petición supera el tamaño máximo permitido") {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends ApiError {
  constructor(message: string) {
    super(415, message);
  }
}

export class TooManyRequestsError extends ApiError {
  constructor(
    message: string,
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

/** Database constraint failures that a module did not translate itself still get a meaningful 409. */
export function toApiError(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  switch (sqlState(err)) {
    case "23505":
      return new ConflictError("Ya existe un registro con esos datos");
    case "23503":
      return new ConflictError("El registro está relacionado con otros datos y no se puede modificar");
    case "23P01":
      return new ConflictError("Ya existe un registro que coincide en el tiempo con este");
    case "23514":
      // A CHECK of the schema (a limit, a date range, an allowed value) that the request broke, often in a
      // race the service's own check could not see: the state of the data refuses it, as with a duplicate.
      return new ConflictError(
        "La operación no cumple las reglas de los datos (un límite, un intervalo de fechas o un valor permitido)",
      );
    default:
      // Class 22 (data exception: a value out of range, an impossible date, a NUL byte…) is bad input
      // that a schema let through; it is the client's, so a 400, never a 500.
      return sqlState(err)?.startsWith("22") ? new ValidationError("Alguno de los datos enviados no es válido") : null;
  }
}

// Client code imports this file too (the error classes), so the server's logger (lib/ops/log.ts) is not
// imported here: it registers itself on globalThis when the server loads it.
const serverLog = globalThis as { __portalLogInternalError?: (err: unknown, requestId: string) => void };
const logInternalError = (err: unknown, requestId: string) =>
  serverLog.__portalLogInternalError
    ? serverLog.__portalLogInternalError(err, requestId)
    : // eslint-disable-next-line no-console -- only where the server logger is not loaded (the browser)
      console.error(`[${requestId}]`, err);

export function errorResponse(err: unknown, requestId: string): Response {
  const known = toApiError(err);
  if (known) {
    const headers =
      known instanceof TooManyRequestsError ? { "retry-after": String(known.retryAfterSeconds) } : undefined;
    return Response.json({ message: known.message, ...known.extra }, { status: known.status, headers });
  }
  logInternalError(err, requestId);
  return Response.json(
    { message: `Ha ocurrido un error interno (referencia ${requestId})`, requestId },
    { status: 500 },
  );
}
