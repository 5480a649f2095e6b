import { randomUUID } from "node:crypto";
import { logger, userHash } from "./log";
import { recordRequest } from "./metrics";
import { acceptRequestId } from "./request-id";
import { currentRequest, withRequestContext, type RequestContext } from "./request-context";
import { ROUTE_HEADER, routeTemplate } from "./route-template";

type Params = Record<string, string | string[]>;
type Route = (req: Request, ctx: { params: Promise<Params> }) => Promise<Response>;

/** Marks the request's log line with the signed-in user (hashed). */
export function noteRequestUser(externalId: string): void {
  const context = currentRequest();
  if (context) context.userHash = userHash(externalId);
}

/** The id of the request being served (for its audit row and error reference). */
export const currentRequestId = (): string => currentRequest()?.requestId ?? randomUUID();

function withTraceHeaders(res: Response, requestId: string, route: string): Response {
  const set = (r: Response) => {
    r.headers.set("X-Request-Id", requestId);
    r.headers.set(ROUTE_HEADER, route);
    return r;
  };
  try {
    return set(res);
  } catch {
    // A response with immutable headers (a fetched one passed through): copy it.
    return set(new Response(res.body, res));
  }
}

/**
 * Wraps an API route: the request gets its id (echoed as X-Request-Id, beside its route template as
 * X-Route), and when it ends one log line (method, route template, status, duration, hashed user,
 * request and instance ids) and its metrics.
 */
export function observed<R extends Route>(route: R): R {
  const wrapped = async (req: Request, ctx: { params: Promise<Params> }) => {
    const started = performance.now();
    const context: RequestContext = { requestId: acceptRequestId(req.headers) };
    return withRequestContext(context, async () => {
      const res = await route(req, ctx);
      const seconds = (performance.now() - started) / 1000;
      const route_ = routeTemplate(
        new URL(req.url).pathname,
        await Promise.resolve(ctx?.params).catch(() => undefined),
      );
      recordRequest({ method: req.method, route: route_, status: res.status }, seconds);
      logger().info(
        {
          method: req.method,
          route: route_,
          status: res.status,
          durationMs: Math.round(seconds * 10_000) / 10,
          user: context.userHash,
        },
        "petición",
      );
      return withTraceHeaders(res, context.requestId, route_);
    });
  };
  return wrapped as R;
}
