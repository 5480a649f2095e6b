import { createHash } from "node:crypto";
import pino, { type Logger } from "pino";
import { env } from "@/lib/config";
import { instanceId } from "@/lib/config/instance";
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

/** An error the client sees only as its request id: the stack goes to the log, once. */
export function logError(err: unknown, message: string, fields: Record<string, unknown> = {}): void {
  logger().error({ ...fields, err }, message);
}

// lib/api/errors.ts (which client code imports too) logs a 500 through this.
(globalThis as { __portalLogInternalError?: (err: unknown, requestId: string) => void }).__portalLogInternalError = (
  err,
  requestId,
) => logError(err, "Error interno", { requestId });
