import { type NextRequest, NextResponse } from "next/server";
import { hasMalformedEscape, malformedPathResponse } from "@/lib/api/malformed-path";
import { HSTS, servedOverHttps } from "@/lib/auth/https";
import { API_PATH } from "@/lib/ops/api-paths";
import { acceptRequestId } from "@/lib/ops/request-id";
import { contentSecurityPolicy, newNonce } from "@/lib/security/csp";

// Runs before every page and API request. It is never the authorization (route handlers and
// layouts check the session); it only adds the headers that depend on the request or on run-time configuration,
// and refuses a path whose percent-escapes do not decode.
export function proxy(request: NextRequest): NextResponse | Response {
  if (hasMalformedEscape(request.nextUrl.pathname)) return malformedPathResponse(request.headers);
  if (API_PATH.test(request.nextUrl.pathname)) return NextResponse.next();
  const csp = contentSecurityPolicy(newNonce());
  // Next reads the nonce from the request's policy while rendering and puts it on every script of the page.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", csp);
  const requestId = acceptRequestId(request.headers);
  requestHeaders.set("X-Request-Id", requestId);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  res.headers.set("Content-Security-Policy", csp);
  res.headers.set("X-Request-Id", requestId);
  if (servedOverHttps()) res.headers.set("Strict-Transport-Security", HSTS);
  return res;
}

// Not on the API (`/api/…`, `/<service>-api/…`, `/proceeding/…`, `/metrics`): Next copies the body of every request
// the proxy sees (up to 10 MB, cutting the rest) and reads it to the end before the route handler runs,
// so an upload could not be refused before it is read, and one over 10 MB would reach the handler cut
// short. API responses get a fixed policy from next.config.mjs; they render no scripts, so need no nonce.
// The one exception is an API path with a percent-escape: it comes here only to be checked, since Next
// answers a path it cannot decode with its own plain-text 500 before any handler runs.
// The matcher must be a literal: it repeats lib/ops/api-paths.ts.

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|api/|[a-z-]+-api(?:/|$)|proceeding/|metrics$).*)", "/(.*%.*)"],
};
