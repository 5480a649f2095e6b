import { NextResponse } from "next/server";
import { HSTS, servedOverHttps } from "@/lib/auth/public-url";

// Runs before every page and API request. It is never the authorization (route handlers and
// layouts check the session); it only adds the headers that depend on run-time configuration.
export function proxy(): NextResponse {
  const res = NextResponse.next();
  if (servedOverHttps()) res.headers.set("Strict-Transport-Security", HSTS);
  return res;
}

export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };
