import { describe, expect, it } from "vitest";
import type { AccessTable } from "@/lib/auth/access-types";
import { endpoint, libraryRoute, publicEndpoint } from "./endpoint";

const table = {
  "GET /api/bound": ["ROLE_SECR", "ROLE_ADMIN"],
  "POST /api/open": { public: "a test row" },
} as const satisfies AccessTable;
const answer = async () => ({ ok: true });

describe("a route handler binds its row of the access table by key", () => {
  it("takes the row's roles and carries its key", () => {
    const meta = endpoint(table, "GET /api/bound", answer).endpoint;
    expect(meta).toMatchObject({ kind: "session", key: "GET /api/bound", roles: ["ROLE_SECR", "ROLE_ADMIN"] });
  });

  it("takes a public row's reason and carries its key", () => {
    expect(publicEndpoint(table, "POST /api/open", answer).endpoint).toMatchObject({
      kind: "public",
      key: "POST /api/open",
      reason: "a test row",
    });
    expect(libraryRoute(table, "POST /api/open", async () => new Response()).endpoint).toMatchObject({
      kind: "public",
      key: "POST /api/open",
      reason: "a test row",
    });
  });

  it("gives one library handler a key per method", () => {
    const rows = { "GET /api/lib": { public: "lib" }, "POST /api/lib": { public: "lib" } } as const;
    const handler = async () => new Response();
    const get = libraryRoute(rows, "GET /api/lib", handler);
    const post = libraryRoute(rows, "POST /api/lib", handler);
    expect([get.endpoint.key, post.endpoint.key]).toEqual(["GET /api/lib", "POST /api/lib"]);
  });

  it("refuses, when the module loads, a row of the other kind or a missing one", () => {
    // A table typed only as AccessTable loses its keys, so the compiler cannot tell; the binding can.
    const loose: AccessTable = table;
    expect(() => endpoint(loose, "POST /api/open", answer)).toThrow(
      "POST /api/open: su fila de acceso no nombra roles",
    );
    expect(() => endpoint(loose, "GET /api/none", answer)).toThrow("GET /api/none: su fila de acceso no nombra roles");
    expect(() => publicEndpoint(loose, "GET /api/bound" as never, answer)).toThrow(
      "GET /api/bound: su fila de acceso no es pública",
    );
  });

  it("does not compile with a key of the other kind or outside the table", () => {
    // @ts-expect-error a public row needs publicEndpoint()
    expect(() => endpoint(table, "POST /api/open", answer)).toThrow();
    // @ts-expect-error a row by role needs endpoint()
    expect(() => publicEndpoint(table, "GET /api/bound", answer)).toThrow();
    // @ts-expect-error a row by role cannot back a library's handler
    expect(() => libraryRoute(table, "GET /api/bound", answer as never)).toThrow();
    // @ts-expect-error no such row
    expect(() => endpoint(table, "GET /api/elsewhere", answer)).toThrow();
  });
});
