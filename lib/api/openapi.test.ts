import SwaggerParser from "@apidevtools/swagger-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_POLICY } from "@/lib/auth/access-policy";
import type { Access } from "@/lib/auth/access-types";
import { documentedRoutes } from "@/scripts/openapi-routes";

type Document = { paths: Record<string, Record<string, { "x-roles"?: string[]; security?: unknown[] }>> };

// Importing every route module takes a while on the first run.
let GET: typeof import("@/app/api/openapi.json/route").GET;
let ROUTE_MODULES: typeof import("@/app/api/openapi.json/routes").ROUTE_MODULES;
beforeAll(async () => {
  ({ GET } = await import("@/app/api/openapi.json/route"));
  ({ ROUTE_MODULES } = await import("@/app/api/openapi.json/routes"));
}, 60_000);

async function document(): Promise<Document> {
  const res = await GET(new Request("http://localhost:3000/api/openapi.json"), { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

describe("GET /api/openapi.json", () => {
  it("imports every route file (run `npm run openapi:routes` after adding one)", () => {
    expect(ROUTE_MODULES.map(([route]) => route)).toEqual(documentedRoutes());
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await document();
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  }, 30_000);

  it("lists every route of the access policy with its roles", async () => {
    const doc = await document();
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const expected = Object.keys(ACCESS_POLICY).filter((key) => !key.includes("{..."));
    expect(listed.sort()).toEqual(expected.sort());
    for (const [key, access] of Object.entries(ACCESS_POLICY) as [string, Access][]) {
      if (key.includes("{...")) continue;
      const [method, path] = key.split(" ") as [string, string];
      const op = doc.paths[path]![method.toLowerCase()]!;
      if ("public" in access) expect(op.security, key).toEqual([]);
      else expect(op["x-roles"], key).toEqual([...access]);
    }
  });
});
