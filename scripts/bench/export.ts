// `npm run bench:export`: the resident memory of a server process while it streams the personal-data export
// of a student holding 500 MB of files (50 stored PDFs of 10 MB of random bytes, which no compression
// shrinks). The server is a child process that answers GET /privacy-api/me/export through the real route
// handler over node:http; this process downloads the zip as fast as it can and samples the child's RSS
// (/proc/<pid>/status) every 50 ms; the child also reports its own heapUsed, external and arrayBuffers peaks and
// how many minor and full garbage collections ran during the export. On PostgreSQL (BENCH_DATABASE_URL): writing 500 MB into an embedded
// PGlite takes far longer than the export. BENCH_EXPORT_FILES changes the number of files. Everything it
// creates is deleted at the end.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { PerformanceObserver } from "node:perf_hooks";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { eq, inArray } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/database";
import { degrees, proceedings, proceedingVersions, storedFiles, users } from "@/db/schema";
import { giveProceedingVersions } from "@/lib/testing/export-files";
import { makeUser, type TestUser } from "@/lib/testing/fixtures";

const FILES = Number(process.env.BENCH_EXPORT_FILES ?? 50);
const FILE_BYTES = 10 * 1024 * 1024;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (!process.env.BENCH_DATABASE_URL) {
  console.error("BENCH_DATABASE_URL=postgres://… npm run bench:export (una base de datos PostgreSQL de pruebas)");
  process.exit(1);
}
process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
process.env.LOG_LEVEL ??= "warn";

/** The child: the route handler behind node:http, its body piped with the socket's backpressure. */
async function serve(): Promise<void> {
  const { GET } = await import("../../app/privacy-api/me/export/route");
  await getDb();
  // The process's own view of its memory, its peaks since the last GET /memory (which resets them).
  const peaks = { rss: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    for (const key of Object.keys(peaks) as (keyof typeof peaks)[]) peaks[key] = Math.max(peaks[key], now[key]);
  };
  setInterval(sample, 20).unref();
  const gcs: Memory["gcs"] = {};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = String((e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind);
      gcs[kind] = (gcs[kind] ?? 0) + 1;
    }
  }).observe({ entryTypes: ["gc"] });
  const server = createServer(async (req, res) => {
    if (req.url === "/memory") {
      sample();
      res.end(JSON.stringify({ now: process.memoryUsage(), peaks, gcs }));
      for (const key of Object.keys(gcs)) delete gcs[key];
      for (const key of Object.keys(peaks) as (keyof typeof peaks)[]) peaks[key] = 0;
      return;
    }
    const answer = await GET(
      new Request(`http://127.0.0.1${req.url}`, { headers: { authorization: req.headers.authorization ?? "" } }),
      { params: Promise.resolve({}) },
    );
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    if (!answer.body) return void res.end();
    await pipeline(Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>), res).catch(() => {});
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.stdout.write(`${typeof address === "object" && address ? address.port : 0}\n`);
  });
}

interface Memory {
  now: NodeJS.MemoryUsage;
  peaks: Pick<NodeJS.MemoryUsage, "rss" | "heapUsed" | "external" | "arrayBuffers">;
  /** Garbage collections by kind (1 a scavenge, 4 a full mark-compact) since the last GET /memory. */
  gcs: Record<string, number>;
}
const memoryOf = async (port: number) => (await (await fetch(`http://127.0.0.1:${port}/memory`)).json()) as Memory;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

/** Downloads the student's export from the server and counts its bytes (nothing kept). */
async function download(port: number, student: TestUser): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/privacy-api/me/export`, {
    headers: { authorization: `Bearer ${student.sessionId}` },
  });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return bytes;
}

async function main(): Promise<void> {
  const db = await getDb();
  const warmUp = await makeUser("ROLE_STUDENT");
  const student = await makeUser("ROLE_STUDENT");
  let started = Date.now();
  const files = await giveProceedingVersions(db, warmUp.id, 2, 1024 * 1024);
  for (let i = 0; i < FILES; i += 10)
    for (const [id] of await giveProceedingVersions(db, student.id, Math.min(10, FILES - i), FILE_BYTES))
      files.set(id, Buffer.alloc(0));
  console.log(`${FILES} ficheros de ${mb(FILE_BYTES)} guardados en ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, "--serve"], {
    env: process.env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve) => child.stdout.once("data", (d: Buffer) => resolve(Number(d))));
  try {
    // A small export first, so that loading the route's modules is not counted as the export's memory.
    await download(port, warmUp);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const settled = await memoryOf(port);
    const before = rssOf(child.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 50);
    started = Date.now();
    const bytes = await download(port, student);
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(child.pid!));
    const during = await memoryOf(port);
    const parts = (["heapUsed", "external", "arrayBuffers"] as const).map(
      (key) => `${key} ${mb(settled.now[key])} → pico ${mb(during.peaks[key])}`,
    );
    const { 1: minor = 0, 4: major = 0 } = during.gcs;
    console.log(`Dentro del servidor: ${parts.join("; ")}; ${minor} GC menores y ${major} completos`);
    console.log(`zip de ${mb(bytes)} en ${seconds.toFixed(1)} s (${mb(bytes / seconds)}/s)`);
    console.log(
      `RSS del servidor: ${mb(before)} antes, pico ${mb(peak)}: crece ${mb(peak - before)} (objetivo < 50 MB)`,
    );
    process.exitCode = peak - before < 50 * 1024 * 1024 ? 0 : 1;
  } finally {
    child.kill();
    const owners = [warmUp.id, student.id];
    const rows = await db
      .select({ proceeding: proceedings.id, degree: proceedings.degreeId })
      .from(proceedings)
      .where(inArray(proceedings.userId, owners));
    await db.delete(proceedingVersions).where(
      inArray(
        proceedingVersions.proceedingId,
        rows.map((r) => r.proceeding),
      ),
    );
    await db.delete(proceedings).where(inArray(proceedings.userId, owners));
    await db.delete(storedFiles).where(inArray(storedFiles.id, [...files.keys()]));
    await db.delete(degrees).where(
      inArray(
        degrees.id,
        rows.map((r) => r.degree),
      ),
    );
    for (const id of owners) await db.delete(users).where(eq(users.id, id));
    await closeDb();
  }
}

await (process.argv.includes("--serve") ? serve() : main());
