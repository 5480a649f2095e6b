import { ApiRequestError } from "@/lib/ui/api-request";

/**
 * The failure toast of a TFG mutation (section 8): the action's own text, with the server's reason
 * after a 4xx (e.g. why a director has no room), or the exact text given for a status (the 409 of
 * creating a request).
 */
export function tfgFailure(error: string, byStatus: Record<number, string> = {}) {
  return (err: unknown): string => {
    const status = err instanceof ApiRequestError ? err.status : 0;
    const detail = err instanceof ApiRequestError && status >= 400 && status < 500 ? `: ${err.message}` : "";
    return byStatus[status] ?? `${error}${detail}`;
  };
}
