import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_POLICY } from "@/lib/auth/access-policy";
import type { Access } from "@/lib/auth/access-types";
import type { Role } from "@/db/enums/roles";
import type { TestUser } from "@/lib/testing/fixtures";
import { idsOf } from "@/lib/testing/id-routes";
import { api, rowScopeWorld, type RowScopeWorld } from "@/lib/testing/row-scope-world";
import { rowScopeRows } from "@/lib/testing/row-scope-rows";
import { discoverApiRoutes, type DiscoveredRoute } from "@/lib/testing/routes";
import { isUnscoped, type CaseSetup, type RowScopeCase, type RowScopeRow } from "@/lib/testing/row-scope/types";

// The row-level authorization matrix: for every route that names a row or a user, principal A's row
// and an outsider B of the same role, who must be refused (403/404) or not shown it, with nothing
// written. The rows live per module in lib/testing/row-scope/<module>.ts (see types.ts there).

/** Cases that still let the outsider through, each with its issue; they run as expected failures. */
const KNOWN_GAPS: Record<string, string> = {};

const rows = await rowScopeRows();

const routes = await discoverApiRoutes();
const keyOf = (r: DiscoveredRoute) => `${r.method} ${r.publicPath}`;
const rolesOf = (key: string): readonly Role[] => {
  const access = (ACCESS_POLICY as Record<string, Access>)[key];
  return !access || "public" in access ? [] : access;
};
// Public routes have no principal to scope: their path token or code is the credential itself.
const idRoutes = routes.filter((r) => r.handler.endpoint?.kind === "session" && idsOf(r).length > 0);
const rowRoles = (row: RowScopeRow): readonly Role[] => (isUnscoped(row) ? [row.as].flat() : [row.as]);
const caseName = (c: RowScopeCase) => `${c.route} as ${c.as}${c.name ? ` (${c.name})` : ""}`;

describe("the matrix covers every id-bearing route", () => {
  it("finds the id-bearing routes", () => {
    expect(idRoutes.length).toBeGreaterThan(50);
  });

  it("has a row for every role the access table allows on each of them", () => {
    const missing = idRoutes.flatMap((r) =>
      rolesOf(keyOf(r))
        .filter((role) => !rows.some((row) => row.route === keyOf(r) && rowRoles(row).includes(role)))
        .map((role) => `${keyOf(r)} as ${role} — ids: ${idsOf(r).join(", ")}`),
    );
    expect(missing, "id-bearing routes without a row-scope row").toEqual([]);
  });

  it("every row names an id-bearing route and a role the table allows on it", () => {
    const idKeys = new Set(idRoutes.map(keyOf));
    const stale = rows
      .filter((row) => !idKeys.has(row.route) || rowRoles(row).some((role) => !rolesOf(row.route).includes(role)))
      .map((row) => `${row.route} as ${rowRoles(row).join(",")}`);
    expect(stale, "rows for no id-bearing route, or for a role the table refuses").toEqual([]);
  });

  it("names every case once", () => {
    const names = rows.filter((row) => !isUnscoped(row)).map((c) => caseName(c as RowScopeCase));
    expect(
      names.filter((name, i) => names.indexOf(name) !== i),
      "cases with the same route, role and name",
    ).toEqual([]);
  });

  it("prints the known gaps", () => {
    for (const [name, why] of Object.entries(KNOWN_GAPS)) console.warn(`KNOWN_GAPS: ${name} — ${why}`);
    const names = new Set(rows.filter((row) => !isUnscoped(row)).map((c) => caseName(c as RowScopeCase)));
    expect(
      Object.keys(KNOWN_GAPS).filter((name) => !names.has(name)),
      "known gaps without a case",
    ).toEqual([]);
  });
});

const send = (c: RowScopeCase, as: TestUser, s: CaseSetup) =>
  api(c.route, as, { params: s.params, query: s.query, json: s.json, body: s.body?.() });

let world: RowScopeWorld;
beforeAll(async () => {
  world = await rowScopeWorld();
});

async function runCase(c: RowScopeCase) {
  const s = await c.setup(world);
  if (!c.route.startsWith("GET ") && !s.snapshot) throw new Error(`${caseName(c)}: a mutation's case needs a snapshot`);
  if (c.expect === "omitted" && !s.shows) throw new Error(`${caseName(c)}: "omitted" needs shows()`);
  expect([s.owner.role, s.outsider.role], "A and B have the case's role").toEqual([c.as, c.as]);
  expect(s.outsider.id, "B is not A").not.toBe(s.owner.id);
  const before = await s.snapshot?.();
  const res = await send(c, s.outsider, s);
  if (c.expect === "omitted") {
    expect(res.status, JSON.stringify(res.data)).toBeGreaterThanOrEqual(200);
    expect(res.status, JSON.stringify(res.data)).toBeLessThan(300);
    expect(await s.shows!(res.data), "the outsider is shown A's row").toBe(false);
  } else {
    expect([c.expect].flat(), `outsider's status ${res.status}: ${JSON.stringify(res.data)}`).toContain(res.status);
  }
  if (s.snapshot) expect(await s.snapshot(), "the outsider's call changed the row").toEqual(before);
  if (s.ownerCheck === false) return;
  const own = await send(c, s.owner, s);
  expect(own.status, `the owner's call: ${JSON.stringify(own.data)}`).toBeLessThan(300);
  if (c.expect === "omitted") expect(await s.shows!(own.data), "the owner is not shown their row").toBe(true);
}

const cases = rows.filter((row): row is RowScopeCase => !isUnscoped(row));
describe("an outsider of the same role cannot reach A's row", () => {
  for (const c of cases) {
    const name = caseName(c);
    (name in KNOWN_GAPS ? it.fails : it)(name, () => runCase(c));
  }
});
