import http from "node:http";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { TcpRelay } from "../lib/ops/testing/tcp-relay";
import { PortalProcess, scratchPostgres } from "./ops/portal-process";

// Health, readiness and the graceful stop, on real standalone server processes sharing one PostgreSQL
// database (two instances cannot share the embedded one). Ports 3421–3424.
test.skip(!process.env.TEST_DATABASE_URL, "needs PostgreSQL (TEST_DATABASE_URL), as CI has");
test.describe.configure({ mode: "serial", timeout: 180_000 });

let database: Awaited<ReturnType<typeof scratchPostgres>>;
let sql: postgres.Sql;
let adminId: number | undefined;
const API_KEY = "ops-e2e-key";

test.beforeAll(async () => {
  database = await scratchPostgres("portal_e2e_ops");
  sql = postgres(database.url, { max: 2, onnotice: () => {} });
});

/** The job's owner, made once the first instance has migrated the scratch database. */
async function opsAdmin(): Promise<number> {
  if (adminId === undefined) {
    const [admin] = await sql`
      insert into users (external_id, dni, id_type, given_name, family_name, role)
      values ('ops-admin', '00000000T', 'DNI', 'Ana', 'Operaciones', 'ROLE_ADMIN') returning id`;
    adminId = admin!.id as number;
  }
  return adminId;
}

test.afterAll(async () => {
  await sql?.end();
  await database?.drop();
});

test("health answers without the database; ready follows it without a restart", async () => {
  const server = new URL(database.url);
  const relay = new TcpRelay(server.hostname, Number(server.port || 5432));
  await relay.open();
  const portal = new PortalProcess(3421, { DATABASE_URL: relay.through(database.url) });
  try {
    await portal.ready();
    await relay.cut();
    const started = performance.now();
    const down = await fetch(`${portal.url}/api/ready`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(down.status).toBe(503);
    expect((await down.json()).status).toBe("unavailable");
    const health = await fetch(`${portal.url}/api/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);

    await relay.open();
    await expect.poll(async () => (await fetch(`${portal.url}/api/ready`)).status, { timeout: 10_000 }).toBe(200);
  } finally {
    await portal.stop();
    await relay.cut();
  }
});

/** A POST whose body arrives in two parts: the request is in flight until `finish()`. */
function slowRequest(url: string, body: string) {
  const req = http.request(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      authorization: `Bearer ${API_KEY}`,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { response, finish: () => req.end(body.slice(half)) };
}

/**
 * An instance on `port` that has claimed a CSV export job, held RUNNING by a lock on the table the export
 * reads until `unlock()`. `close()` releases the lock and stops the instance (if it still runs).
 */
async function instanceWithRunningJob(port: number, env: Record<string, string>) {
  const instance = new PortalProcess(port, env);
  const locker = postgres(database.url, { max: 1, onnotice: () => {} });
  let release = () => {};
  const unlock = () => release();
  const close = async () => {
    unlock();
    await locker.end();
    await instance.stop();
  };
  try {
    await instance.ready();
    await new Promise<void>((locked) => {
      void locker.begin(async (tx) => {
        await tx`lock table tfg_requests in access exclusive mode`;
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
    });
    const owner = await opsAdmin();
    const [job] = await sql`
      insert into background_jobs (kind, params, owner_user_id)
      values ('tfg-requests-csv', ${sql.json({ viewer: { id: owner, role: "ROLE_ADMIN" }, query: {} })}, ${owner})
      returning id`;
    const jobRow = async () =>
      (await sql`select status, worker_id, attempts from background_jobs where id = ${job!.id}`)[0]!;
    await expect.poll(async () => (await jobRow()).status, { timeout: 10_000 }).toBe("RUNNING");
    return { instance, jobId: job!.id as number, jobRow, unlock, close };
  } catch (err) {
    await close();
    throw err;
  }
}

test("SIGTERM: ready turns 503, the request in flight and the claimed job finish, the other instance does not redo it, exit 0", async () => {
  const workerEnv = { DATABASE_URL: database.url, PORTAL_API_KEY: API_KEY, JOBS_POLL_MS: "200" };
  const held = await instanceWithRunningJob(3422, workerEnv);
  const { instance: first, jobRow, unlock } = held;
  let second: PortalProcess | undefined;
  try {
    const firstWorker = (await jobRow()).worker_id as string;
    expect(firstWorker.startsWith(`${first.child.pid}-`)).toBe(true);

    const request = slowRequest(`${first.url}/api/sessions`, JSON.stringify({ externalId: "ops-admin" }));
    await new Promise((r) => setTimeout(r, 300));
    first.child.kill("SIGTERM");
    await expect
      .poll(async () => {
        const res = await fetch(`${first.url}/api/ready`);
        return [res.status, await res.json()];
      })
      .toEqual([503, { status: "unavailable" }]);
    expect(first.output).toContain('"reason":"El servidor se está deteniendo"');

    second = new PortalProcess(3423, workerEnv);
    await second.ready();
    await new Promise((r) => setTimeout(r, 1000));
    expect((await jobRow()).status).toBe("RUNNING");

    request.finish();
    const answer = await request.response;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).url).toContain(`http://127.0.0.1:3422/`);
    unlock();

    expect(await first.exited).toBe(0);
    expect(await jobRow()).toEqual({ status: "FINISHED", worker_id: firstWorker, attempts: 1 });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await jobRow()).toEqual({ status: "FINISHED", worker_id: firstWorker, attempts: 1 });
    expect(await second.stop()).toBe(0);
  } finally {
    await held.close();
    await second?.stop();
  }
});

test("a job still running when the grace period ends goes back to the queue, and another instance takes it at once", async () => {
  const env = { DATABASE_URL: database.url, JOBS_POLL_MS: "200", SHUTDOWN_GRACE_SECONDS: "1" };
  const held = await instanceWithRunningJob(3422, env);
  const { instance: first, jobId, jobRow, unlock } = held;
  let second: PortalProcess | undefined;
  try {
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output).toContain(`Tareas devueltas a la cola: ${jobId}`);
    expect(await jobRow()).toEqual({ status: "PENDING", worker_id: null, attempts: 0 });

    second = new PortalProcess(3424, env);
    await second.ready();
    unlock();
    await expect.poll(async () => (await jobRow()).status, { timeout: 10_000 }).toBe("FINISHED");
    expect((await jobRow()).worker_id.startsWith(`${second.child.pid}-`)).toBe(true);
  } finally {
    await held.close();
    await second?.stop();
  }
});
