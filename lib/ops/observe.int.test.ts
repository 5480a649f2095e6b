import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/database";
import { auditLog, settings } from "@/db/schema";
import { endpoint } from "@/lib/api/endpoint";
import type { AccessTable } from "@/lib/auth/access-types";
import { instanceId } from "@/lib/config/instance";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";
import { z } from "@/lib/validation/z";
import { logger, userHash } from "./log";
import { routeTemplate } from "./route-template";

/** The row this test handler binds; no route file serves it. */
const access = { "POST /api/settings-test/{id}": ["ROLE_ADMIN"] } as const satisfies AccessTable;

const write = endpoint(
  access,
  "POST /api/settings-test/{id}",
  { params: z.object({ id: z.string() }) },
  async ({ db, params }) => {
    await db.insert(settings).values({ key: params.id, value: "x" });
    return { id: params.id };
  },
);

afterEach(() => vi.restoreAllMocks());

describe("one log line per API request, and the request id from the proxy to the audit row", () => {
  it("accepts a well-formed X-Request-Id, echoes it, and writes it in the log line and the audit row", async () => {
    const lines = vi.spyOn(logger(), "info").mockImplementation(() => {});
    const admin = await makeUser("ROLE_ADMIN");
    const key = `ops-${uniq()}`;
    const res = await call("POST", write, {
      as: admin,
      path: `/api/settings-test/${key}`,
      params: { id: key },
      headers: { "x-request-id": "lb-7f3a9c21-0001", origin: "http://localhost:3000" },
    });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("x-request-id")).toBe("lb-7f3a9c21-0001");
    expect(res.res.headers.get("x-route")).toBe("/api/settings-test/{id}");
    const [audit] = await (await getDb()).select().from(auditLog).where(eq(auditLog.targetId, key));
    expect(audit!.requestId).toBe("lb-7f3a9c21-0001");
    expect(lines).toHaveBeenCalledWith(
      {
        method: "POST",
        route: "/api/settings-test/{id}",
        status: 200,
        durationMs: expect.any(Number),
        user: userHash(admin.externalId),
      },
      "petición",
    );
    expect(JSON.stringify(lines.mock.calls)).not.toContain(admin.externalId);
  });

  it.each(["corta", "con espacios y más de ocho", "x".repeat(129), "<script>alert(1)</script>"])(
    "replaces a malformed X-Request-Id (%s) with a generated one",
    async (given) => {
      vi.spyOn(logger(), "info").mockImplementation(() => {});
      const res = await call("POST", write, { params: { id: "x" }, headers: { "x-request-id": given } });
      expect(res.status).toBe(401);
      expect(res.res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("writes JSON lines with time, level, instance and request id", async () => {
    const written: string[] = [];
    const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const { withRequestContext } = await import("./request-context");
    withRequestContext({ requestId: "req-12345678" }, () => logger().warn({ route: "/x" }, "aviso"));
    out.mockRestore();
    const line = JSON.parse(written.find((w) => w.includes("aviso"))!);
    expect(line).toMatchObject({
      level: "warn",
      instance: instanceId,
      requestId: "req-12345678",
      route: "/x",
      msg: "aviso",
    });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });
});

describe("route templates carry no ids", () => {
  it.each([
    ["/tfg-api/requests/12", { id: "12" }, "/tfg-api/requests/{id}"],
    ["/exams-api/requests/34/cancel", { id: "34" }, "/exams-api/requests/{id}/cancel"],
    ["/api/unknown/a/b", { path: ["unknown", "a", "b"] }, "/api/{path}"],
    ["/api/sessions", {}, "/api/sessions"],
  ])("%s → %s", (path, params, template) => {
    expect(routeTemplate(path, params)).toBe(template);
  });
});
