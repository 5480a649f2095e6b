// `npm run bench:uploads`: peak memory of 20 parallel 10 MB document uploads (data URLs, POST
// /documents-api), the route handler called in-process, on an in-memory PGlite, or on PostgreSQL with
// BENCH_DATABASE_URL; then a production server's memory while it refuses 10 parallel 100 MB uploads
// (oversized-uploads.ts, needs `npm run build`). Everything it creates is deleted at the end.
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/database";
import { documents, documentTypes, rateLimits, storedFiles } from "@/db/schema";
import { POST as upload } from "@/app/documents-api/route";
import { makeUser } from "@/lib/testing/fixtures";
import { benchOversizedUploads } from "./oversized-uploads";

const PARALLEL = 20;
const FILE_BYTES = 10 * 1024 * 1024 - 1024;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
else process.env.PGLITE_DIR = "memory://";
// The bench measures memory, not the hourly allowance.
process.env.UPLOAD_MAX_BYTES_PER_HOUR = String(100 * 1024 * 1024 * 1024);

const db = await getDb();
const student = await makeUser("ROLE_STUDENT");
const [type] = await db
  .insert(documentTypes)
  .values({ name: `Banco ${Date.now()}` })
  .returning();
// A PDF header, then random bytes: sniffed as PDF, incompressible. One body text, streamed to each
// request in 64 KB chunks as a socket would deliver it, so the client side holds no copies.
const file = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(FILE_BYTES)]);
const body = JSON.stringify({
  documentType: type!.id,
  documentFilename: "banco.pdf",
  documentFileBytes: `data:application/pdf;base64,${file.toString("base64")}`,
});
const CHUNK = 64 * 1024;

async function send(): Promise<number> {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(Buffer.from(body.slice(offset, (offset += CHUNK)), "latin1"));
    },
  });
  const req = new Request("http://localhost:3000/documents-api", {
    method: "POST",
    headers: {
      authorization: `Bearer ${student.sessionId}`,
      "content-type": "application/json",
      "content-length": String(body.length),
    },
    body: stream,
    duplex: "half",
  } as RequestInit);
  return (await upload(req, { params: Promise.resolve({}) })).status;
}

async function cleanUp() {
  const rows = await db
    .select({ fileId: documents.fileId })
    .from(documents)
    .where(eq(documents.documentTypeId, type!.id));
  await db.delete(documents).where(eq(documents.documentTypeId, type!.id));
  if (rows.length)
    await db.delete(storedFiles).where(
      inArray(
        storedFiles.id,
        rows.map((r) => r.fileId),
      ),
    );
  await db.delete(documentTypes).where(eq(documentTypes.id, type!.id));
  await db.delete(rateLimits).where(eq(rateLimits.key, `upload-bytes:${student.id}`));
}

try {
  await send(); // warm up: modules, JIT, the database's first writes
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: PARALLEL }, send));
  clearInterval(sampler);
  const failed = statuses.filter((s) => s !== 201);
  if (failed.length) throw new Error(`Respuestas inesperadas: ${failed.join(", ")}`);
  const engine = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${PARALLEL} subidas de ${mb(FILE_BYTES)} en paralelo (${engine}), ${seconds} s`);
  const perUpload = (peak - baseline) / PARALLEL;
  console.log(
    `  RSS antes: ${mb(baseline)}; pico: ${mb(peak)}; aumento: ${mb(peak - baseline)}, ` +
      `${mb(perUpload)} por subida (${(perUpload / FILE_BYTES).toFixed(1)}× el archivo)`,
  );
} finally {
  await cleanUp();
  await closeDb();
}
await benchOversizedUploads();
process.exit(0);
