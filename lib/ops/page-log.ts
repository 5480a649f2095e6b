import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { API_PATH } from "./api-paths";
import { logger } from "./log";
import { pageTemplate } from "./page-routes";

// Next's own files (scripts, styles, images) are not pages and get no line.
const isPage = (pathname: string) => !API_PATH.test(pathname) && !pathname.startsWith("/_next/");

interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
}

/** The fields of a page request's log line, once its response has ended. */
function pageRequestLine(
  request: IncomingMessage,
  response: ServerResponse,
  startedMs: number,
  template: (pathname: string) => string,
) {
  const pathname = new URL(request.url ?? "/", "http://portal").pathname;
  if (!isPage(pathname)) return null;
  const requestId = response.getHeader("x-request-id");
  return {
    requestId: typeof requestId === "string" ? requestId : undefined,
    method: request.method,
    route: template(pathname),
    status: response.statusCode,
    durationMs: Math.round((performance.now() - startedMs) * 10) / 10,
  };
}

const state = globalThis as unknown as { __portalPageLog?: boolean };

/**
 * One log line per page request, as API routes have (observed()): Node announces every request on
 * this channel, and the line is written when the response ends, with the request id proxy.ts gave it.
 */
export function logPageRequests(template: (pathname: string) => string = pageTemplate): void {
  if (state.__portalPageLog) return;
  state.__portalPageLog = true;
  diagnostics.subscribe("http.server.request.start", (message) => {
    const { request, response } = message as RequestStart;
    const started = performance.now();
    response.once("finish", () => {
      const line = pageRequestLine(request, response, started, template);
      if (line) logger().info(line, "petición");
    });
  });
}
