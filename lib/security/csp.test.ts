import { AsyncLocalStorage } from "node:async_hooks";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { contentSecurityPolicy } from "./csp";

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(directive(csp, "script-src"))?.[1];

const proxied = (path = "/documental") => proxy(new NextRequest(`http://portal.test${path}`));

describe("Content-Security-Policy", () => {
  it("allows scripts only with the response's nonce, never inline ones or eval", () => {
    const scripts = directive(contentSecurityPolicy("abc123=="), "script-src");
    expect(scripts).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("lets only the dev server evaluate code", () => {
    expect(directive(contentSecurityPolicy("n", { dev: true }), "script-src")).toContain("'unsafe-eval'");
  });

  it("keeps the rest of the policy: no plugins, no framing, forms and base to the portal", () => {
    const csp = contentSecurityPolicy("n");
    for (const rule of [
      "default-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "worker-src 'self' blob:",
    ])
      expect(csp).toContain(rule);
  });

  it("sends a fresh nonce on each response, the same one Next reads from the request to render the scripts", () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const res = proxied();
      const sent = res.headers.get("content-security-policy")!;
      const nonce = nonceOf(sent);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directive(sent, "script-src")).not.toContain("'unsafe-inline'");
      // NextResponse.next({ request: { headers } }) hands the rewritten request headers to the renderer this way.
      expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(sent);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(50);
  });
});

describe("where the proxy runs", () => {
  it("on pages, never on the API, whose request bodies Next would copy and read to the end for it", async () => {
    // Next's testing helper expects the server runtime's global, which vitest does not set.
    Object.assign(globalThis, { AsyncLocalStorage });
    const { unstable_doesMiddlewareMatch: runs } = await import("next/experimental/testing/server");
    for (const url of ["/", "/documental", "/enrollments", "/verificar/ABCD-EFGH", "/abc123"])
      expect(runs({ config, url }), url).toBe(true);
    for (const url of [
      "/enrollments-api/requests/18/files",
      "/documents-api",
      "/student-record-api/users",
      "/api/sessions",
      "/proceeding/c-1/u-1",
      "/_next/static/chunks/main.js",
    ])
      expect(runs({ config, url }), url).toBe(false);
  });
});
