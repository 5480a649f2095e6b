import { beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "@/lib/auth/roles";
import { makeUser, type TestUser } from "@/lib/testing/fixtures";
import { discoverApiRoutes, fakeParams, type DiscoveredRoute } from "@/lib/testing/routes";

// The only handlers that may skip the portal session, each with its own authentication or none.
const PUBLIC_ROUTES = new Set([
  "GET /api/[...path]",
  "POST /api/[...path]",
  "PUT /api/[...path]",
  "PATCH /api/[...path]",
  "DELETE /api/[...path]",
  "GET /api/auth/[...nextauth]",
  "POST /api/auth/[...nextauth]",
  "POST /api/sessions",
  // The personal calendar feed: calendar applications cannot sign in; the unguessable token is the credential.
  "GET /api/calendar/feed/[token]",
]);

const routes = await discoverApiRoutes();
const sessionRoutes = routes.filter((r) => r.handler.endpoint?.kind === "session");
const users = {} as Record<Role, TestUser>;

function request(r: DiscoveredRoute, sessionId?: string) {
  const headers = new Headers({ origin: "http://localhost:3000", host: "localhost:3000" });
  if (sessionId) headers.set("authorization", `Bearer ${sessionId}`);
  return r.handler(new Request(`http://localhost:3000${r.route}`, { method: r.method, headers }), {
    params: Promise.resolve(fakeParams(r.route)),
  });
}

beforeAll(async () => {
  for (const role of ROLES) users[role] = await makeUser(role);
});

describe("authorization of every API endpoint", () => {
  it("finds the endpoints from the code", () => {
    expect(sessionRoutes.length).toBeGreaterThan(0);
  });

  it.each(routes.map((r) => [`${r.method} ${r.route}`, r] as const))("%s declares its access", (_, r) => {
    expect(r.handler.endpoint, `${r.file} exports ${r.method} without endpoint()`).toBeDefined();
    if (r.handler.endpoint.kind === "public") expect(PUBLIC_ROUTES).toContain(`${r.method} ${r.route}`);
  });

  it.each(sessionRoutes.map((r) => [`${r.method} ${r.route}`, r] as const))("%s: 401 without session, 403 for other roles", async (_, r) => {
    expect((await request(r)).status).toBe(401);
    expect((await request(r, "not-a-session-id-at-all-000000000000000000")).status).toBe(401);
    const allowed = r.handler.endpoint.kind === "session" ? r.handler.endpoint.roles : [];
    for (const role of ROLES.filter((role) => !allowed.includes(role))) {
      const res = await request(r, users[role].sessionId);
      expect(res.status, `${role} on ${r.method} ${r.route}`).toBe(403);
    }
  });
});
