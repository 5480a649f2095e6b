import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger, userHash } from "./log";
import { noteRequestUser } from "./observe";
import { logPageRequests } from "./page-log";
import { pageTemplateFrom, UNMATCHED_PAGE } from "./page-routes";

// The shape of Next's .next/routes-manifest.json, for a few of the portal's pages.
const manifest = {
  staticRoutes: [{ page: "/" }, { page: "/verificar" }, { page: "/tfg/requests" }],
  dynamicRoutes: [
    { page: "/tfg/requests/[id]", regex: "^/tfg/requests/([^/]+?)(?:/)?$" },
    { page: "/documental/[...path]", regex: "^/documental/(.+?)(?:/)?$" },
    { page: "/[sessionId]", regex: "^/([^/]+?)(?:/)?$" },
  ],
};

describe("page paths map to their route templates", () => {
  const template = pageTemplateFrom(manifest);
  it.each([
    ["/", "/"],
    ["/verificar", "/verificar"],
    ["/verificar/", "/verificar"],
    ["/tfg/requests", "/tfg/requests"],
    ["/tfg/requests/41", "/tfg/requests/{id}"],
    ["/documental/a/b", "/documental/{path}"],
    ["/f3a9c2d1e0b4", "/{sessionId}"],
    ["/no/existe/nada", UNMATCHED_PAGE],
  ])("%s → %s", (path, expected) => {
    expect(template(path)).toBe(expected);
  });
});

describe("one log line per page request", () => {
  let server: Server;
  let base: string;
  let lastRequestId: string | null;
  let lastRoute: string | null;
  beforeAll(async () => {
    logPageRequests(pageTemplateFrom(manifest));
    // Stands in for Next: the proxy echoes the request's id, and the page's session lookup notes the user.
    server = createServer(async (req, res) => {
      res.setHeader("X-Request-Id", String(req.headers["x-request-id"]));
      res.statusCode = req.url!.startsWith("/tfg/requests/41") ? 200 : 404;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (req.headers.cookie) noteRequestUser("u-ana-martinez");
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const linesFor = async (path: string, headers: Record<string, string> = {}) => {
    const info = vi.spyOn(logger(), "info").mockImplementation(() => {});
    const res = await fetch(`${base}${path}`, { headers });
    await res.text();
    lastRequestId = res.headers.get("x-request-id");
    lastRoute = res.headers.get("x-route");
    await vi.waitFor(() => expect(info).toHaveBeenCalled(), { timeout: 500 }).catch(() => {});
    const calls = info.mock.calls;
    info.mockRestore();
    return calls;
  };

  it("writes method, route template, status, duration, the hashed user and the proxy's request id, without the path's ids", async () => {
    const calls = await linesFor("/tfg/requests/41?tab=files", {
      "x-request-id": "nginx-0f3c9a77",
      cookie: "portal.session-token=x",
    });
    expect(lastRequestId).toBe("nginx-0f3c9a77");
    // The proxy's access log names the request by this header, never by its path.
    expect(lastRoute).toBe("/tfg/requests/{id}");
    expect(calls).toEqual([
      [
        {
          requestId: "nginx-0f3c9a77",
          method: "GET",
          route: "/tfg/requests/{id}",
          status: 200,
          durationMs: expect.any(Number),
          user: userHash("u-ana-martinez"),
        },
        "petición",
      ],
    ]);
    expect((calls[0]![0] as { durationMs: number }).durationMs).toBeGreaterThanOrEqual(15);
    expect(JSON.stringify(calls)).not.toContain("41");
    expect(JSON.stringify(calls)).not.toContain("u-ana-martinez");
  });

  it.each([[{}], [{ "x-request-id": "mal id" }]])(
    "gives a page without a well-formed X-Request-Id (%o) a new one, the same in its header and its line",
    async (headers) => {
      const calls = await linesFor("/verificar", headers);
      expect(lastRequestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(calls).toEqual([[expect.objectContaining({ requestId: lastRequestId, route: "/verificar" }), "petición"]]);
    },
  );

  it("logs a path no page matches under one template, with its status", async () => {
    const calls = await linesFor("/no/existe/nada");
    expect(calls).toEqual([[expect.objectContaining({ route: UNMATCHED_PAGE, status: 404 }), "petición"]]);
  });

  it.each(["/_next/static/chunks/main.js", "/exams-api/requests", "/api/health", "/metrics", "/proceeding/1/2"])(
    "writes no page line for %s (Next's files; the API logs its own)",
    async (path) => {
      expect(await linesFor(path)).toEqual([]);
    },
  );
});
