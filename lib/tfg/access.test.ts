import { describe, expect, it } from "vitest";
import { discoverApiRoutes } from "@/lib/testing/routes";
import { tfgAccess } from "./access";

describe("TFG access table", () => {
  it("has one row per route handler of app/api/tfg, with the roles the handler declares", { timeout: 60_000 }, async () => {
    const routes = (await discoverApiRoutes()).filter((r) => r.route.startsWith("/api/tfg/"));
    const declared = Object.fromEntries(
      routes.map((r) => {
        const path = r.route.replace(/^\/api\/tfg/, "/tfg-api").replace(/\[([^\]]+)\]/g, "{$1}");
        const meta = r.handler.endpoint;
        return [`${r.method} ${path}`, meta.kind === "session" ? [...meta.roles] : meta];
      }),
    );
    expect(declared).toEqual(Object.fromEntries(Object.entries(tfgAccess).map(([k, v]) => [k, [...v]])));
  });
});
