import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { API_PATH } from "./api-paths";
import { logger } from "./log";
import { pageTemplate } from "./page-routes";
import { enterRequestContext, type RequestContext } from "./request-context";
import { acceptRequestId } from "./request-id";
import { ROUTE_HEADER } from "./route-template";

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
  started: { ms: number; context: RequestContext; route: string },
) {
  const echoed = response.getHeader("x-request-id");
  return {
    requestId: typeof echoed === "string" ? echoed : started.context.requestId,
    method: request.method,
    route: started.route,
    status: response.statusCode,
    durationMs: Math.round((performance.now() - started.ms) * 10) / 10,
    user: started.context.userHash,
  };
}

/**
 * Gives a page request its id and context before Next sees it: the id goes into the request's header
 * (well-formed, so proxy.ts keeps and echoes it), and the context carries it into the render's log
 * lines, and the signed-in user (noted by currentSession) into the request's line.
 */
function enterPageRequest(request: IncomingMessage): RequestContext {
  const given = request.headers["x-request-id"];
  const context: RequestContext = {
    requestId: acceptRequestId({ get: () => (typeof given === "string" ? given : null) }),
  };
  request.headers["x-request-id"] = context.requestId;
  enterRequestContext(context);
  return context;
}

const state = globalThis as unknown as { __portalPageLog?: boolean };

/**
 * One log line per page request, as API routes have (observed()): Node announces every request on
 * this channel, synchronously before the server's handler runs, and the line is written when the
 * response ends.
 */
export function logPageRequests(template: (pathname: string) => string = pageTemplate): void {
  if (state.__portalPageLog) return;
  state.__portalPageLog = true;
  diagnostics.subscribe("http.server.request.start", (message) => {
    const { request, response } = message as RequestStart;
    // A subscriber's exception would end the process: nothing here parses what the client sent.
    const pathname = (request.url ?? "/").split("?")[0]!;
    if (!isPage(pathname)) return;
    const started = { ms: performance.now(), context: enterPageRequest(request), route: template(pathname) };
    response.setHeader(ROUTE_HEADER, started.route);
    response.once("finish", () => {
      logger().info(pageRequestLine(request, response, started), "petición");
    });
  });
}
