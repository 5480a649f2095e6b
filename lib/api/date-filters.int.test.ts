import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/db/enums/roles";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { discoverApiRoutes } from "@/lib/testing/routes";
import type { z } from "@/lib/validation/z";

// Every date filter of every list query, found in the routes' query schemas: an impossible day is a 400
// with a Spanish message, never an invalid `Date` that reaches the database driver (a 500).
const DATE_FILTER = /^(from|to)$|(From|To)$/;
const IMPOSSIBLE_DAYS = ["2024-13-01", "2024-02-30", "0000-01-01", "99999-01-01"];
const MESSAGES = ["La fecha no es válida", "La fecha debe tener el formato AAAA-MM-DD"];

/** The keys of a query schema: an object, or one behind a preprocess (a pipe). */
function queryKeys(schema: z.ZodType | undefined): string[] {
  const def = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (def?.type === "object") return Object.keys(def.shape as object);
  if (def?.type === "pipe") return [...queryKeys(def.in as z.ZodType), ...queryKeys(def.out as z.ZodType)];
  return [];
}

const routes = (await discoverApiRoutes()).filter((r) => r.method === "GET" && r.handler.endpoint.kind === "session");
const dateFilters = routes.flatMap((r) =>
  queryKeys(r.handler.endpoint.schemas.query)
    .filter((key) => DATE_FILTER.test(key))
    .map((key) => ({ route: r, key })),
);
const users = new Map<Role, TestUser>();
const roleOf = (r: (typeof routes)[number]) =>
  (r.handler.endpoint.kind === "session" ? r.handler.endpoint.roles[0]! : null)!;

beforeAll(async () => {
  for (const { route } of dateFilters)
    if (!users.has(roleOf(route))) users.set(roleOf(route), await makeUser(roleOf(route)));
});

describe("date filters of list endpoints", () => {
  it("are found in every module that has them", () => {
    expect(dateFilters.map(({ route, key }) => `${route.publicPath}?${key}`)).toEqual(
      expect.arrayContaining([
        "/instances-api/instances?createdFrom",
        "/instances-api/instances?createdTo",
        "/instances-api/instances?closedFrom",
        "/instances-api/instances?closedTo",
        "/instances-api/instances/export?createdFrom",
        "/instances-api/instances/export?closedTo",
        "/registry-api?from",
        "/registry-api?to",
        "/registry-api/export?from",
        "/registry-api/export?to",
      ]),
    );
  });

  const cases = dateFilters.flatMap(({ route, key }) =>
    IMPOSSIBLE_DAYS.map((day) => [`${route.publicPath}?${key}=${day}`, route, key, day] as const),
  );
  it.each(cases)("%s answers 400", async (_, route, key, day) => {
    const res = await call("GET", route.handler, { as: users.get(roleOf(route))!, query: { [key]: day } });
    expect(res.status, JSON.stringify(res.data)).toBe(400);
    expect(MESSAGES).toContain(res.data.message);
  });
});
