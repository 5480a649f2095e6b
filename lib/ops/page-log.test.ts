import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "./log";
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
  beforeAll(async () => {
    logPageRequests(pageTemplateFrom(manifest));
    // Stands in for Next: the proxy has set the request id on the page's response.
    server = createServer((req, res) => {
      if (!req.url!.startsWith("/_next/")) res.setHeader("X-Request-Id", "nginx-0f3c9a77");
      res.statusCode = req.url!.startsWith("/tfg/requests/41") ? 200 : 404;
      setTimeout(() => res.end("ok"), 20);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const linesFor = async (path: string) => {
    const info = vi.spyOn(logger(), "info").mockImplementation(() => {});
    await (await fetch(`${base}${path}`)).text();
    await vi.waitFor(() => expect(info).toHaveBeenCalled(), { timeout: 500 }).catch(() => {});
    const calls = info.mock.calls;
    info.mockRestore();
    return calls;
  };

  it("writes method, route template, status, duration and the proxy's request id, without the path's ids", async () => {
    const calls = await linesFor("/tfg/requests/41?tab=files");
    expect(calls).toEqual([
      [
        {
          requestId: "nginx-0f3c9a77",
          method: "GET",
          route: "/tfg/requests/{id}",
          status: 200,
          durationMs: expect.any(Number),
        },
        "petición",
      ],
    ]);
    expect((calls[0]![0] as { durationMs: number }).durationMs).toBeGreaterThanOrEqual(15);
    expect(JSON.stringify(calls)).not.toContain("41");
  });

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
