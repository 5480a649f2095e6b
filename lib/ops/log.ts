import { createHash } from "node:crypto";
import pino, { type Logger } from "pino";
import { env } from "@/lib/config";
import { instanceId } from "@/lib/config/instance";
import { loggableError } from "./loggable-error";
import { currentRequest } from "./request-context";

/** A user's external id as the logs carry it: a stable hash, never the id itself. */
export const userHash = (externalId: string) => createHash("sha256").update(externalId).digest("hex").slice(0, 16);

/** `npm run dev` prints a line a developer reads; production prints pino's JSON line as it is. */
const readableLines = {
  write(line: string) {
    const { time, level, msg, instance: _instance, err, ...fields } = JSON.parse(line) as Record<string, unknown>;
    const extra = Object.entries(fields).map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
    const stack = err && typeof err === "object" && "stack" in err ? `\n${String(err.stack)}` : "";
    process.stdout.write(
      `${String(time).slice(11, 23)} ${String(level).toUpperCase()} ${msg} ${extra.join(" ")}${stack}\n`,
    );
  },
};

const holder = globalThis as unknown as { __portalLogger?: Logger };

// Keys whose values never reach a log line, at the top of a line's fields or up to two levels down
// (`err.params`, `req.headers.cookie`): query parameters, credentials, tokens and cookies.
const SECRET_KEYS = [
  "params",
  "parameters",
  "password",
  "token",
  "secret",
  "authorization",
  "cookie",
  '["set-cookie"]',
];
const at = (key: string, prefix: string) => (key.startsWith("[") ? `${prefix}${key}` : `${prefix}.${key}`);
const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [key, at(key, "*"), at(key, "*.*")]);

/**
 * The process's logger: one JSON line per event on stdout, at LOG_LEVEL, with the instance id and,
 * inside a request, its request id.
 */
export function logger(): Logger {
  holder.__portalLogger ??= pino(
    {
      level: env("LOG_LEVEL"),
      base: { instance: instanceId },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: "[oculto]" },
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = currentRequest();
        return request ? { requestId: request.requestId } : {};
      },
    },
    process.env.NODE_ENV === "development" ? readableLines : process.stdout,
  );
  return holder.__portalLogger;
}

/**
 * An error the client sees only as its request id: the log gets it once, as `loggableError` keeps it
 * (a failed statement without its parameters).
 */
export function logError(err: unknown, message: string, fields: Record<string, unknown> = {}): void {
  logger().error({ ...fields, err: loggableError(err) }, message);
}

// lib/api/errors.ts (which client code imports too) logs a 500 through this.
(globalThis as { __portalLogInternalError?: (err: unknown, requestId: string) => void }).__portalLogInternalError = (
  err,
  requestId,
) => logError(err, "Error interno", { requestId });
