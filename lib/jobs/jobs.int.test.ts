import { spawn } from "node:child_process";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { backgroundJobs } from "@/db/schema";
import { POST as startCsv } from "@/app/tfg-api/requests/csv/route";
import { GET as status } from "@/app/tfg-api/jobs/[id]/status/route";
import { GET as file } from "@/app/tfg-api/jobs/[id]/file/route";
import { jobHandlers } from "@/lib/jobs/kinds";
import { removeExpiredJobs, runNextJob } from "@/lib/jobs/runner";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";

let w: TfgWorld;
const students: TestUser[] = [];
beforeAll(async () => {
  w = await tfgWorld();
  for (let i = 0; i < 10; i++) {
    const s = await w.student({ givenName: i === 0 ? "=Ñoño" : "Alumno", familyName: `Número ${i}` });
    students.push(s);
    await w.request(s, w.d2, { provisionalTitle: `Título ${i}` });
  }
});

const start = async (as: TestUser, query: Record<string, string> = {}) =>
  (
    await call("POST", startCsv, {
      as,
      query: { filter: "GESTION", studentId: "", instructorId: w.d2.externalId, ...query },
    })
  ).data.id as number;
const jobRow = async (id: number) =>
  (await (await getDb()).select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0]!;

describe("CSV export as a database-backed job", () => {
  it("starts PENDING, runs to FINISHED with progress 100, and only its owner sees it and downloads the file", async () => {
    const id = await start(w.coordinator);
    expect((await call("GET", status, { as: w.coordinator, params: { id: String(id) } })).data).toEqual({
      progress: 0,
      status: "PENDING",
    });
    expect((await call("GET", file, { as: w.coordinator, params: { id: String(id) } })).status).toBe(409);
    expect((await call("GET", status, { as: w.admin, params: { id: String(id) } })).status).toBe(404);
    expect(await runNextJob(await getDb(), jobHandlers, { jobId: id })).toBe(id);
    expect((await call("GET", status, { as: w.coordinator, params: { id: String(id) } })).data).toEqual({
      progress: 100,
      status: "FINISHED",
    });
    const download = await call("GET", file, { as: w.coordinator, params: { id: String(id) } });
    expect(download.res.headers.get("content-disposition")).toContain("Solicitudes TFG.csv");
    const lines = (download.data as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Id,Alumno,Id alumno,DNI,Email,Titulación,Título provisional,Área temática,Director,Preferencia,Fecha de solicitud,Estado",
    );
    expect(lines).toHaveLength(11);
    expect(lines.some((l) => l.includes("'=Ñoño Número 0") && l.includes("Opción A") && l.includes("Solicitada"))).toBe(
      true,
    );
    expect((await call("GET", file, { as: w.admin, params: { id: String(id) } })).status).toBe(404);
  });

  it("the export follows the caller's scope and filters", async () => {
    const id = await start(w.coordinator, { studentId: students[3]!.externalId });
    await runNextJob(await getDb(), jobHandlers, { jobId: id });
    const text = (await call("GET", file, { as: w.coordinator, params: { id: String(id) } })).data as string;
    expect(text.trim().split("\r\n")).toHaveLength(2);
    const outsider = await makeUser("ROLE_COORD");
    const none = await start(outsider);
    await runNextJob(await getDb(), jobHandlers, { jobId: none });
    expect(
      ((await call("GET", file, { as: outsider, params: { id: String(none) } })).data as string).trim().split("\r\n"),
    ).toHaveLength(1);
  });

  it("a job of an unknown kind ends FAILED", async () => {
    const db = await getDb();
    const [job] = await db
      .insert(backgroundJobs)
      .values({ kind: "desconocida", params: {}, ownerUserId: w.admin.id })
      .returning();
    await runNextJob(db, jobHandlers, { jobId: job!.id });
    expect((await call("GET", status, { as: w.admin, params: { id: String(job!.id) } })).data.status).toBe("FAILED");
  });

  it("a RUNNING job whose lease ran out (its worker died) is taken over and finished", async () => {
    const id = await start(w.coordinator);
    const db = await getDb();
    await db
      .update(backgroundJobs)
      .set({
        status: "RUNNING",
        workerId: "muerto",
        attempts: 1,
        progress: 40,
        leaseUntil: sql`now() + interval '1 minute'`,
      })
      .where(eq(backgroundJobs.id, id));
    expect(await runNextJob(db, jobHandlers, { jobId: id })).toBeNull();
    await db
      .update(backgroundJobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(backgroundJobs.id, id));
    expect(await runNextJob(db, jobHandlers, { jobId: id })).toBe(id);
    expect(await jobRow(id)).toMatchObject({ status: "FINISHED", attempts: 2, progress: 100 });
  });

  it("finished files are removed once they expire", async () => {
    const id = await start(w.coordinator);
    const db = await getDb();
    await runNextJob(db, jobHandlers, { jobId: id });
    await db
      .update(backgroundJobs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(backgroundJobs.id, id));
    expect(await removeExpiredJobs(db)).toBeGreaterThanOrEqual(1);
    expect((await call("GET", status, { as: w.coordinator, params: { id: String(id) } })).status).toBe(404);
  });
});

// Another process can only share the database on PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)("a worker killed mid-export (PostgreSQL)", () => {
  it("another instance finishes the job after the lease; the file has every row once", async () => {
    const id = await start(w.coordinator);
    const leaseMs = 2000;
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "lib/jobs/testing/slow-worker.ts", String(id), String(leaseMs)],
      {
        env: process.env,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        if (/progress (\d+)/.exec(chunk.toString()) && Number(/progress (\d+)/.exec(chunk.toString())![1]) >= 20)
          resolve();
      });
      child.on("exit", () => reject(new Error("the worker ended before it was killed")));
    });
    child.kill("SIGKILL");
    const killed = await jobRow(id);
    expect(killed.status).toBe("RUNNING");
    expect(killed.progress).toBeGreaterThan(0);
    expect(killed.progress).toBeLessThan(100);
    expect(killed.workerId).toBe("child-worker");

    const db = await getDb();
    expect(await runNextJob(db, jobHandlers, { jobId: id })).toBeNull(); // the lease still holds
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 200));
    expect(await runNextJob(db, jobHandlers, { jobId: id })).toBe(id);
    expect(await jobRow(id)).toMatchObject({ status: "FINISHED", progress: 100, attempts: 2 });
    const text = (await call("GET", file, { as: w.coordinator, params: { id: String(id) } })).data as string;
    expect(text.trim().split("\r\n")).toHaveLength(11);
  }, 60_000);
});
