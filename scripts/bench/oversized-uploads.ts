// The memory a production server spends refusing oversized uploads: one student sends 10 parallel
// 100 MB enrolment attachments (`POST /enrollments-api/requests/{id}/files`) to the standalone server, once
// with Content-Length and once without (chunked); the server's RSS is read from /proc every 5 ms.
import { request } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { closeDb } from "@/lib/database";
import { makeUser } from "@/lib/testing/fixtures";
import { isStale, root } from "../sources.mjs";
import { scratchDatabase, startServer, stopServer } from "./server";

const PARALLEL = 10;
const BODY_BYTES = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x41);
const PORT = Number(process.env.BENCH_PORT ?? 3390);

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

/** One upload of `BODY_BYTES`, written in 64 KB chunks until the server answers or the body is sent. */
function upload(session: string, declareLength: boolean): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: "127.0.0.1",
      port: PORT,
      method: "POST",
      path: "/enrollments-api/requests/1/files",
      headers: {
        authorization: `Bearer ${session}`,
        "content-type": "multipart/form-data; boundary=limite",
        ...(declareLength ? { "content-length": String(BODY_BYTES) } : { "transfer-encoding": "chunked" }),
      },
    });
    let sent = 0;
    let answered = false;
    const write = () => {
      while (!answered && sent < BODY_BYTES) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => {
        resolve({ status: res.statusCode!, message: JSON.parse(Buffer.concat(parts).toString()).message });
        req.destroy();
      });
    });
    req.on("error", (err) => (answered ? undefined : reject(err)));
    write();
  });
}

async function round(pid: number, session: string, declareLength: boolean) {
  await upload(session, declareLength); // warm-up: the route's modules, the JIT
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 5);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => upload(session, declareLength)));
  clearInterval(sampler);
  return { baseline, peak, seconds: (performance.now() - started) / 1000, answers };
}

/** Runs both rounds against a fresh database (PostgreSQL with BENCH_DATABASE_URL, else PGlite) and prints them. */
export async function benchOversizedUploads(): Promise<void> {
  if (isStale(path.join(root, ".next", "BUILD_ID"))) {
    throw new Error("No hay una compilación de producción al día: ejecuta antes `npm run build`");
  }
  const database = scratchDatabase("portal_bench_uploads", !process.env.BENCH_DATABASE_URL);
  await database.create();
  Object.assign(process.env, database.env);
  const student = await makeUser("ROLE_STUDENT");
  await closeDb();
  const server = await startServer({ ...process.env, NEXTAUTH_SECRET: "bench-only-secret" }, PORT);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  try {
    for (const declareLength of [true, false]) {
      const { baseline, peak, seconds, answers } = await round(server.pid!, student.sessionId, declareLength);
      const statuses = [...new Set(answers.map((a) => `${a.status} '${a.message}'`))].join(", ");
      console.log(
        `${PARALLEL} subidas de ${mb(BODY_BYTES)} en paralelo al servidor, ${declareLength ? "con" : "sin"} ` +
          `Content-Length: RSS antes ${mb(baseline)}, pico ${mb(peak)}, aumento ${mb(peak - baseline)}; ` +
          `${seconds.toFixed(1)} s; respuestas: ${statuses}`,
      );
    }
  } finally {
    await stopServer(server);
    await database.drop();
  }
}
