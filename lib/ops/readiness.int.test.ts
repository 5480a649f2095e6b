import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Db } from "@/db";
import { getDb } from "@/lib/database";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { markShuttingDown } from "./lifecycle";
import { logger } from "./log";
import { readiness } from "./readiness";
import { TcpRelay } from "./testing/tcp-relay";

const noContext = { params: Promise.resolve({}) };
const get = (handler: typeof health, path: string) => handler(new Request(`http://localhost:3000${path}`), noContext);
const state = globalThis as unknown as { __portalShuttingDown?: boolean };

afterEach(() => {
  delete state.__portalShuttingDown;
  vi.restoreAllMocks();
});

describe("GET /api/health and GET /api/ready", () => {
  it("health answers 200 {status: 'ok'}", async () => {
    const res = await get(health, "/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("ready answers 200 on a migrated database", async () => {
    await getDb();
    const res = await get(ready, "/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
  });

  it("ready answers a bare 503 from the moment the server is shutting down; the reason goes to the log, once", async () => {
    await getDb();
    const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
    markShuttingDown();
    const res = await get(ready, "/api/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
    expect((await get(ready, "/api/ready")).status).toBe(503);
    expect(warn.mock.calls).toEqual([[{ reason: "El servidor se está deteniendo" }, "El servidor no está listo"]]);
    expect((await get(health, "/api/health")).status).toBe(200);
  });

  it("ready is 503 while a migration is missing", async () => {
    const db = await getDb();
    const newest = sql`created_at = (select max(created_at) from drizzle.__drizzle_migrations)`;
    await db.execute(
      sql`create temporary table newest_migration as select * from drizzle.__drizzle_migrations where ${newest}`,
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where ${newest}`);
    try {
      expect(await readiness(db)).toEqual({ ready: false, reason: "Faltan migraciones por aplicar" });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations select * from newest_migration`);
      await db.execute(sql`drop table newest_migration`);
    }
    expect(await readiness(db)).toEqual({ ready: true });
  });
});

describe.runIf(process.env.DATABASE_URL)("readiness follows the database without a restart", () => {
  let client: postgres.Sql | undefined;
  afterEach(async () => client?.end({ timeout: 1 }));

  it("503 within a second of losing PostgreSQL, 200 again once it is back", async () => {
    const server = new URL(process.env.DATABASE_URL!);
    const relay = new TcpRelay(server.hostname, Number(server.port || 5432));
    await relay.open();
    client = postgres(relay.through(process.env.DATABASE_URL!), { max: 2, onnotice: () => {} });
    const db = drizzle(client) as unknown as Db;
    expect(await readiness(db)).toEqual({ ready: true });

    await relay.cut();
    const started = performance.now();
    const down = await readiness(db);
    expect(down.ready).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);

    await relay.open();
    await expect.poll(() => readiness(db), { timeout: 5000 }).toEqual({ ready: true });
    await relay.cut();
  });
});
