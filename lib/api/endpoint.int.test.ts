import { and, eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/database";
import { auditLog, settings } from "@/db/schema";
import type { AccessTable } from "@/lib/auth/access-types";
import { sessionCookieName } from "@/lib/auth/next-auth";
import { logger } from "@/lib/ops/log";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";
import { z } from "@/lib/validation/z";
import { endpoint } from "./endpoint";
import { ConflictError } from "./errors";

/** The rows these test handlers bind; no route file serves them. */
const access = { "POST /api/x": ["ROLE_ADMIN"], "GET /api/x": ["ROLE_ADMIN"] } as const satisfies AccessTable;

const body = z.object({ key: z.string().min(1, "Falta la clave"), value: z.string().max(20) });

const write = endpoint(access, "POST /api/x", { body, bodyLimit: () => ({ bytes: 200 }) }, async ({ db, body }) => {
  await db.insert(settings).values({ key: body.key, value: body.value });
  if (body.value === "falla") throw new ConflictError("No se puede");
  return { id: body.key };
});

const read = endpoint(
  access,
  "GET /api/x",
  { query: z.object({ page: z.coerce.number().int().min(0) }) },
  async ({ query }) => ({ page: query.page }),
);

async function cookieFor(sessionId: string) {
  const token = await encode({ token: { sid: sessionId }, secret: process.env.NEXTAUTH_SECRET! });
  return `${sessionCookieName()}=${token}`;
}

describe("endpoint()", () => {
  it("parses the body and writes the audit row in the same transaction", async () => {
    const admin = await makeUser("ROLE_ADMIN");
    const key = `k-${uniq()}`;
    const res = await call("POST", write, { as: admin, json: { key, value: "v" }, path: "/api/x" });
    expect(res.status).toBe(200);
    const db = await getDb();
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, key));
    expect(audit).toMatchObject([
      { userExternalId: admin.externalId, role: "ROLE_ADMIN", method: "POST", path: "/api/x" },
    ]);
  });

  it("rolls back the write and the audit row when the handler fails", async () => {
    const admin = await makeUser("ROLE_ADMIN");
    const key = `k-${uniq()}`;
    const res = await call("POST", write, { as: admin, json: { key, value: "falla" } });
    expect(res).toMatchObject({ status: 409, data: { message: "No se puede" } });
    const db = await getDb();
    expect(await db.select().from(settings).where(eq(settings.key, key))).toEqual([]);
  });

  it.each([
    [{ key: "", value: "v" }, 400, "Falta la clave"],
    [{ key: "a" }, 400, undefined],
  ])("answers 400 with per-field errors for %j", async (json, status, message) => {
    const res = await call("POST", write, { as: await makeUser("ROLE_ADMIN"), json });
    expect(res.status).toBe(status);
    expect(res.data.errors).toBeTypeOf("object");
    if (message) expect(res.data.message).toBe(message);
  });

  it("refuses bodies that are not JSON (415), malformed (400) or too large (413)", async () => {
    const admin = await makeUser("ROLE_ADMIN");
    expect(
      (await call("POST", write, { as: admin, body: "key=a", headers: { "content-type": "text/plain" } })).status,
    ).toBe(415);
    expect(
      (await call("POST", write, { as: admin, body: "{", headers: { "content-type": "application/json" } })).status,
    ).toBe(400);
    const big = await call("POST", write, { as: admin, json: { key: "k", value: "x".repeat(500) } });
    expect(big).toMatchObject({ status: 413, data: { message: "La petición supera el tamaño máximo permitido" } });
  });

  it("validates the query string", async () => {
    const admin = await makeUser("ROLE_ADMIN");
    expect((await call("GET", read, { as: admin, query: { page: "2" } })).data).toEqual({ page: 2 });
    expect((await call("GET", read, { as: admin, query: { page: "-1" } })).status).toBe(400);
  });

  it("accepts the next-auth cookie, but only same-origin for mutations", async () => {
    const admin = await makeUser("ROLE_ADMIN");
    const cookie = await cookieFor(admin.sessionId);
    expect((await call("GET", read, { headers: { cookie }, query: { page: "0" } })).status).toBe(200);
    const json = { key: `k-${uniq()}`, value: "v" };
    const foreign = await call("POST", write, { headers: { cookie, origin: "https://evil.example" }, json });
    expect(foreign.status).toBe(403);
    expect((await call("POST", write, { headers: { cookie }, json })).status).toBe(403);
    const own = await call("POST", write, {
      headers: { cookie, origin: "http://localhost:3000", host: "localhost:3000" },
      json,
    });
    expect(own.status).toBe(200);
  });

  it("rejects a forged cookie", async () => {
    expect(
      (await call("GET", read, { headers: { cookie: `${sessionCookieName()}=forged` }, query: { page: "0" } })).status,
    ).toBe(401);
  });

  it("never returns a stack trace, and logs the 5xx with its request id", async () => {
    const logged = vi.spyOn(logger(), "error").mockImplementation(() => {});
    const boom = endpoint(access, "GET /api/x", async () => {
      throw new Error("secret internals");
    });
    const res = await call("GET", boom, { as: await makeUser("ROLE_ADMIN") });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.data)).not.toContain("secret internals");
    expect(res.data.message).toBe(`Ha ocurrido un error interno (referencia ${res.data.requestId})`);
    expect(logged).toHaveBeenCalledWith(
      { requestId: res.data.requestId, err: expect.objectContaining({ message: "secret internals" }) },
      "Error interno",
    );
    logged.mockRestore();
  });

  it("leaves nothing in the audit log for reads", async () => {
    const admin = await makeUser("ROLE_ADMIN");
    await call("GET", read, { as: admin, query: { page: "0" } });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.userExternalId, admin.externalId))),
    ).toEqual([]);
  });
});
