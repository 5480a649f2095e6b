import { says } from "@/lib/i18n/schema-message";
import type { Say } from "./say";
import { leaveForExpiredSession } from "./session-expired";

/**
 * The `message` of a request that never reached the server (status 0): a catalogue key, which the kit's
 * hooks say in the page's language (`Say`).
 */
export const NETWORK_FAILURE = says("common.errors.network");

/**
 * A failed API call, with the server's `message` (in the requester's language; `NETWORK_FAILURE` when
 * there was no answer) and per-field `errors` when it sent them.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: FormData;
}

/**
 * Calls a portal API from a client island (same origin, the session cookie rides along) and
 * returns its JSON; any non-2xx answer becomes an `ApiRequestError`, except a 401 (the session has
 * ended), which leaves for the page that says so.
 */
export async function apiRequest<T>(path: string, { method = "GET", json, form }: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: json === undefined ? undefined : { "content-type": "application/json" },
      body: json === undefined ? form : JSON.stringify(json),
    });
  } catch {
    throw new ApiRequestError(0, NETWORK_FAILURE);
  }
  if (res.status === 401) return leaveForExpiredSession();
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const body = (data ?? {}) as { message?: string; errors?: Record<string, string[]> };
    throw new ApiRequestError(res.status, body.message ?? `Error ${res.status}`, body.errors);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The specification's generic failure toast, 'Ocurrió un error: {detail}', in the words `say` gives. */
export function failureMessage(err: unknown, say: Say): string {
  return say("common.errors.failure", { detail: say(errorMessageOf(err)) });
}

/** What an error says: its message (a server's text, or a catalogue key for `Say`). */
export const errorMessageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** A File as a data URL, the way the document upload sends it; a failure's message is a catalogue key (`Say`). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(says("common.errors.fileUnreadable")));
    reader.readAsDataURL(file);
  });
}

/** A path with each interpolated value URL-encoded: apiPath`/grades-api/proceedings/${course}/download`. */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce(
    (path, part, i) => path + part + (i < values.length ? encodeURIComponent(String(values[i])) : ""),
    "",
  );
}
