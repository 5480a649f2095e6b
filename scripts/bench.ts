// `npm run bench [-- --pglite]`: the issue-10 figures, each next to its baseline from the same run,
// and every route's first-load JS. It works in a throwaway database (PostgreSQL: a new database
// next to BENCH_DATABASE_URL's, default postgres://postgres@127.0.0.1:5432/postgres; PGlite: a
// temporary folder) and drops it at the end, so it leaves everything as it found it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { closeDb, getDb } from "@/db";
import { pageStatement } from "@/lib/list/paged-list";
import { studentSearchList } from "@/lib/student-record/queries";
import { BUDGET_KB, routeSizes } from "./bundle-budget.mjs";
import { loadBenchData, STUDENTS } from "./bench/data";
import { copyBaseline, portalCommand, writeUsersCsv, IMPORT_ROWS } from "./bench/import";
import { startServer, stopServer } from "./bench/server";
import { isStale, root } from "./sources.mjs";

const pglite = process.argv.includes("--pglite");
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const SAMPLES = 200;
const SECONDS_UNDER_LOAD = 8;
const SEARCH_TERMS = ["garc", "martin", "lopez", "nunez", "fer", "alvarez", "zzz"];
const base = `http://127.0.0.1:${PORT}`;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rate = (n: number) => `${Math.round(n).toLocaleString("es-ES")} filas/s`;

/** p95 latency of `SAMPLES` requests one after another (one connection), after a warm-up. */
async function latencyP95(url: string, session: string): Promise<number> {
  const headers = { authorization: `Bearer ${session}` };
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 20; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    if (i >= 20) times.push(performance.now() - started);
  }
  return p95(times);
}

/** Requests per second with 10 concurrent connections. */
async function throughput(url: string, session: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: SECONDS_UNDER_LOAD,
    headers: { authorization: `Bearer ${session}` },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return result.requests.average;
}

/** The throwaway database: its environment and how to drop it. */
function scratchDatabase(): { env: Record<string, string>; drop: () => Promise<void>; create: () => Promise<void> } {
  if (pglite) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-pglite-"));
    return {
      env: { DATABASE_URL: "", PGLITE_DIR: path.join(dir, "db") },
      create: async () => {},
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const name = `portal_bench_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const adminSql = () => postgres(admin.toString(), { max: 1, onnotice: () => {} });
  return {
    env: { DATABASE_URL: url.toString() },
    create: async () => {
      const sql = adminSql();
      await sql.unsafe(`create database ${name}`).finally(() => sql.end());
    },
    drop: async () => {
      const sql = adminSql();
      await sql.unsafe(`drop database if exists ${name} with (force)`).finally(() => sql.end());
    },
  };
}

interface Row {
  what: string;
  measured: string;
  baseline: string;
  ratio: string;
  target: string;
  ok: boolean;
}

async function main(): Promise<void> {
  if (isStale(path.join(root, ".next", "BUILD_ID"))) {
    throw new Error("No hay una compilación de producción al día: ejecuta antes `npm run build`");
  }
  const routes = routeSizes();
  const database = scratchDatabase();
  await database.create();
  const env = { ...process.env, ...database.env, NEXTAUTH_SECRET: "bench-only-secret", OUTBOX_POLL_SECONDS: "3600" };
  Object.assign(process.env, database.env);
  const rows: Row[] = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
  try {
    console.error(
      `Cargando ${STUDENTS.toLocaleString("es-ES")} alumnos y sus documentos (${pglite ? "PGlite" : "PostgreSQL"})…`,
    );
    const db = await getDb();
    const data = await loadBenchData(db);
    const plans = await searchPlans(db, data.secretaryUserId);
    await closeDb();

    console.error("Midiendo la API…");
    const server = await startServer(PORT, env);
    try {
      const lookupUrl = (session: string) => `${base}/tfg-api/sessions/session/${session}`;
      const lookup = await latencyP95(lookupUrl(data.coordinatorSession), data.coordinatorSession);
      const list = await latencyP95(`${base}/documents-api?page=0&size=25`, data.coordinatorSession);
      rows.push({
        what: "lista de documentos del coordinador (25 filas), p95",
        measured: ms(list),
        baseline: `lectura de sesión ${ms(lookup)}`,
        ratio: `${(list / lookup).toFixed(2)}×`,
        target: "≤ 2×",
        ok: list <= 2 * lookup,
      });
      const searches: [string, number][] = [];
      for (const term of SEARCH_TERMS) {
        searches.push([
          term,
          await latencyP95(`${base}/student-record-api/users/family/${term}`, data.secretarySession),
        ]);
      }
      for (const [term, p] of searches) {
        rows.push({
          what: `búsqueda de alumnos 'family/${term}', 1 conexión, p95`,
          measured: ms(p),
          baseline: "",
          ratio: "",
          target: "< 50 ms",
          ok: p < 50,
        });
      }
      const lookupRate = await throughput(lookupUrl(data.secretarySession), data.secretarySession);
      const searchRate = await throughput(`${base}/student-record-api/users/family/martin`, data.secretarySession);
      rows.push({
        what: "búsqueda 'family/martin', 10 conexiones",
        measured: `${Math.round(searchRate)} pet/s`,
        baseline: `lectura de sesión ${Math.round(lookupRate)} pet/s`,
        ratio: `${(searchRate / lookupRate).toFixed(2)}×`,
        target: "≥ 0,5×",
        ok: searchRate >= 0.5 * lookupRate,
      });
    } finally {
      await stopServer(server);
    }

    console.error(`Importando ${IMPORT_ROWS.toLocaleString("es-ES")} usuarios…`);
    const { file, oneRow } = writeUsersCsv(workDir);
    const copy = await copyBaseline(file);
    const one = await portalCommand(env, "import", "users", oneRow);
    const bulk = await portalCommand(env, "import", "users", file);
    const importRate = IMPORT_ROWS / bulk;
    const copyRate = IMPORT_ROWS / copy;
    rows.push({
      what: `npm run portal -- import users (${IMPORT_ROWS.toLocaleString("es-ES")} filas), de principio a fin`,
      measured: rate(importRate),
      baseline: `COPY ${rate(copyRate)}`,
      ratio: `${(importRate / copyRate).toFixed(2)}×`,
      target: "≥ 0,3×",
      ok: importRate >= 0.3 * copyRate,
    });
    rows.push({
      what: "npm run portal -- import users (1 fila)",
      measured: `${one.toFixed(2)} s`,
      baseline: "",
      ratio: "",
      target: "< 1 s",
      ok: one < 1,
    });

    const heaviest = routes[0]!;
    rows.unshift({
      what: `JS inicial más pesado (${heaviest.route}), gzip`,
      measured: kb(heaviest.gzipBytes),
      baseline: "",
      ratio: "",
      target: `≤ ${BUDGET_KB} KB`,
      ok: heaviest.gzipBytes <= BUDGET_KB * 1024,
    });
    printReport(rows, routes, plans);
  } finally {
    await closeDb();
    rmSync(workDir, { recursive: true, force: true });
    await database.drop();
  }
}

/** The query plan of a common surname's first page with its capped total, for the notes. */
async function searchPlans(db: Awaited<ReturnType<typeof getDb>>, secretaryId: number): Promise<string> {
  const { sql } = await import("drizzle-orm");
  const secretary = {
    id: secretaryId,
    externalId: "bench-secretaria",
    givenName: "",
    familyName: "",
    email: null,
    role: "ROLE_SECR" as const,
  };
  const statement = pageStatement(
    { page: 0, size: 10, direction: "asc" },
    studentSearchList(db, secretary, "family", "martin"),
  );
  const result = await db.execute(sql`explain (analyze, costs off) ${statement}`);
  const plan = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  return ["EXPLAIN ANALYZE family/martin (página y total):", ...plan.map((r) => `  ${Object.values(r)[0]}`)].join("\n");
}

function printReport(rows: Row[], routes: ReturnType<typeof routeSizes>, plans: string): void {
  const engine = pglite ? "PGlite (embebido)" : "PostgreSQL";
  console.log(
    `\n## npm run bench${pglite ? " -- --pglite" : ""}: ${engine}, ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}\n`,
  );
  console.log("| qué | medido | referencia (misma ejecución) | proporción | objetivo | |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(`| ${r.what} | ${r.measured} | ${r.baseline} | ${r.ratio} | ${r.target} | ${r.ok ? "✓" : "✗"} |`);
  console.log("\n| ruta | JS inicial (gzip) |\n|---|---|");
  for (const r of routes) console.log(`| ${r.route} | ${kb(r.gzipBytes)} |`);
  console.log(`\n${plans}`);
}

await main();
