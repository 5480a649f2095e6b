import { describe, expect, it } from "vitest";
import { discoverApiRoutes } from "@/lib/testing/routes";
import { instancesAccess } from "./access";

// Until the shared authorization test reads every module's table: the instances table and the
// roles each route handler declares must be the same rows.
describe("instances access table", () => {
  it("has exactly one row per instances route, with the roles the handler declares", async () => {
    const routes = (await discoverApiRoutes()).filter((r) => r.route.startsWith("/api/instances/"));
    const declared = Object.fromEntries(
      routes.map((r) => [
        `${r.method} ${r.route.replace("/api/instances/", "/instances-api/").replace(/\[([^\]]+)\]/g, "{$1}")}`,
        r.handler.endpoint.kind === "session" ? [...r.handler.endpoint.roles].sort() : r.handler.endpoint,
      ]),
    );
    const table = Object.fromEntries(Object.entries(instancesAccess).map(([k, roles]) => [k, [...roles].sort()]));
    expect(declared).toEqual(table);
  });
});
