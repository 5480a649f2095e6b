import { beforeAll, describe, expect, it } from "vitest";
import { ForbiddenError } from "@/lib/api/errors";
import { ACCESS_POLICY } from "@/lib/auth/access-policy";
import type { Access } from "@/lib/auth/access-types";
import { ROLES, type Role } from "@/db/enums/roles";
import { makeUser, type TestUser } from "@/lib/testing/fixtures";
import { discoverApiRoutes, type DiscoveredRoute } from "@/lib/testing/routes";

// The policy is data (lib/<module>/access.ts, composed in lib/auth/access-policy.ts); every route file binds
// its own row by key, and the running handlers must refuse exactly the roles the row leaves out.
const routes = await discoverApiRoutes();
const keyOf = (r: DiscoveredRoute) => `${r.method} ${r.publicPath}`;
const sessionRoutes = routes.filter((r) => r.handler.endpoint?.kind === "session");
const users = {} as Record<Role, TestUser>;

const isPublic = (access: Access | undefined): access is { public: string } => !!access && "public" in access;
const allowedBy = (r: DiscoveredRoute): readonly Role[] => {
  const access = (ACCESS_POLICY as Record<string, Access>)[keyOf(r)];
  return !access || "public" in access ? [] : access;
};

/** Values for the dynamic segments that name nothing (so that allowed calls change nothing), or the caller's own session. */
function paramsFor(route: string, user?: TestUser): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [, catchAll, name] of route.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)) {
    params[name!] = catchAll ? ["x"] : name === "sessionId" && user ? user.sessionId : "999999999";
  }
  return params;
}

function request(r: DiscoveredRoute, user?: TestUser | { sessionId: string }) {
  const headers = new Headers({ origin: "http://localhost:3000", host: "localhost:3000" });
  if (user) headers.set("authorization", `Bearer ${user.sessionId}`);
  const url = `http://localhost:3000${r.route}`;
  return r.handler(new Request(url, { method: r.method, headers }), {
    params: Promise.resolve(paramsFor(r.route, "role" in (user ?? {}) ? (user as TestUser) : undefined)),
  });
}

beforeAll(async () => {
  for (const role of ROLES) users[role] = await makeUser(role);
});

describe("the access policy and the route files agree", () => {
  it("finds the endpoints from the code", () => {
    expect(sessionRoutes.length).toBeGreaterThan(0);
  });

  it("every route is in the table", () => {
    const missing = routes.map(keyOf).filter((key) => !(key in ACCESS_POLICY));
    expect(missing, "routes missing from ACCESS_POLICY").toEqual([]);
  });

  it("every row of the table names an existing route", () => {
    const existing = new Set(routes.map(keyOf));
    expect(
      Object.keys(ACCESS_POLICY).filter((key) => !existing.has(key)),
      "rows without a route",
    ).toEqual([]);
  });

  it.each(routes.map((r) => [keyOf(r), r] as const))("%s binds its own row of the table", (key, r) => {
    expect(r.handler.endpoint, `${r.file} exports ${r.method} without endpoint()`).toBeDefined();
    const meta = r.handler.endpoint;
    // The key a route cites must be its own method and public path: no route borrows another row's roles.
    expect(meta.key, `${r.file} exports ${r.method} bound to another row`).toBe(key);
    const access = (ACCESS_POLICY as Record<string, Access>)[key];
    if (meta.kind === "public") {
      expect(isPublic(access), `${key} is public in ${r.file}, not in the table`).toBe(true);
      expect(meta.reason).toBe((access as { public: string }).public);
    } else {
      expect(isPublic(access), `${key} is public in the table, not in ${r.file}`).toBe(false);
      expect([...meta.roles].sort(), `roles of ${key} in ${r.file}`).toEqual([...allowedBy(r)].sort());
    }
  });
});

const ROLE_REFUSAL = new ForbiddenError().message;

describe("every endpoint refuses the roles the table leaves out, and lets the others through", () => {
  it.each(sessionRoutes.map((r) => [keyOf(r), r] as const))("%s", async (_, r) => {
    expect((await request(r)).status).toBe(401);
    expect((await request(r, { sessionId: "not-a-session-id-at-all-000000000000000000" })).status).toBe(401);
    const allowed = allowedBy(r);
    for (const role of ROLES) {
      const res = await request(r, users[role]);
      if (!allowed.includes(role)) {
        expect(res.status, `${role} on ${keyOf(r)}`).toBe(403);
        continue;
      }
      // A 403 with its own message is a row-level decision of the service (e.g. an instructor who
      // manages no thematic area); the role check's refusal carries ForbiddenError's default message.
      const message = res.status === 403 ? ((await res.json()) as { message?: string }).message : undefined;
      const refused = res.status === 401 || (res.status === 403 && message === ROLE_REFUSAL);
      expect(refused, `${role} on ${keyOf(r)} is refused (${res.status})`).toBe(false);
    }
  });
});
