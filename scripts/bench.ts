// `npm run bench [-- --pglite] [-- --rounds N] [-- --seconds S] [-- --no-import] [-- --no-api] [-- --no-pages]
// [-- --instances N] [-- --profile DIR]`: the floors
// of an API request and the issue-10/29 figures, the pages a rush hits (issue 41), each next to its baseline from the same run, and every route's
// first-load JS. Measured fairly (scripts/bench/floors.ts): every path warmed first, the paths interleaved
// in rounds, each figure the median of its rounds. It works in a throwaway database (PostgreSQL: a new
// database next to BENCH_DATABASE_URL's, default postgres://postgres@127.0.0.1:5432/postgres; PGlite: a
// temporary folder) and drops it at the end, so it leaves everything as it found it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/database";
import { pageStatement } from "@/lib/list/paged-list";
import { studentSearchList } from "@/lib/student-record/queries";
import { BUDGET_KB, routeSizes } from "./bundle-budget.mjs";
import { loadConvocatoria } from "./bench/convocatoria";
import { loadBenchData, STUDENTS } from "./bench/data";
import { inRounds, latencyP95, throughput, warm, type Target } from "./bench/floors";
import { costRow, cpuCost } from "./bench/cpu-cost";
import { inProcessCalls, timeCalls } from "./bench/in-process";
import { measureImport } from "./bench/import";
import { kb, ms, perSecond, printReport, times, type Row } from "./bench/report";
import { measurePages, pageLinks } from "./bench/pages";
import { measureSearchAfterImport } from "./bench/search-after-import";
import { cpuProfileArgs, instancesLabel, startInstances } from "./bench/instances";
import { scratchDatabase, stopServer } from "./bench/server";
import { isStale, root } from "./sources.mjs";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const pglite = process.argv.includes("--pglite");
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const ROUNDS = arg("rounds", 5);
const SECONDS = arg("seconds", 3);
const SAMPLES = arg("samples", 100);
// Several instances (behind nginx on PORT) check a capacity plan's per-instance figure on one machine.
const INSTANCES = arg("instances", 1);
const BOOKING_STUDENTS = 2_000;
const SEARCH_TERMS = ["garc", "martin", "lopez", "nunez", "fer", "alvarez", "zzz"];
const base = `http://127.0.0.1:${PORT}`;

async function main(): Promise<void> {
  if (isStale(path.join(root, ".next", "BUILD_ID"))) {
    throw new Error("No hay una compilación de producción al día: ejecuta antes `npm run build`");
  }
  const routes = routeSizes();
  const database = scratchDatabase("portal_bench", pglite);
  await database.create();
  const env = {
    ...process.env,
    ...database.env,
    NEXTAUTH_SECRET: "bench-only-secret",
    OUTBOX_POLL_SECONDS: "3600",
    // The page floor (app/bench-floor) answers only on the benchmark's server.
    PORTAL_BENCH: "1",
  };
  Object.assign(process.env, database.env, { LOG_LEVEL: "silent" });
  const rows: Row[] = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
  try {
    console.error(
      `Cargando ${STUDENTS.toLocaleString("es-ES")} alumnos y sus documentos, y una convocatoria de exámenes (${pglite ? "PGlite" : "PostgreSQL"})…`,
    );
    const db = await getDb();
    const { rush } = await loadConvocatoria(db, BOOKING_STUDENTS);
    const data = await loadBenchData(db);
    // As autovacuum leaves a table after a load: planner statistics, and the visibility map index-only scans read.
    await db.execute(sql`vacuum analyze`);
    const plans = await searchPlans(db, data.secretaryUserId);
    const links = await pageLinks(db);
    console.error("Midiendo los manejadores en el proceso, sin HTTP…");
    const handlers = await measureInProcess(data);
    await closeDb();

    console.error(`Midiendo la API (${instancesLabel(INSTANCES)})…`);
    const servers = await startInstances(env, PORT, INSTANCES, workDir, cpuProfileArgs());
    const serverPids = servers.slice(0, INSTANCES).map((server) => server.pid!);
    try {
      if (!process.argv.includes("--no-api")) rows.push(...(await measureApi(data, rush, serverPids)));
      if (!process.argv.includes("--no-pages")) {
        console.error("Midiendo las páginas de la avalancha…");
        const lookup = lookupOf(data.coordinatorSession);
        rows.push(...(await measurePages(base, links, lookup, { rounds: ROUNDS, seconds: SECONDS, serverPids })));
      }
      rows.push(...handlers);
    } finally {
      for (const child of servers.reverse()) await stopServer(child);
    }
    if (!process.argv.includes("--no-import")) {
      rows.push(...(await measureImport(env, workDir)));
      rows.push(await measureSearchAfterImport(pglite, workDir, PORT, SAMPLES));
    }

    const heaviest = routes[0]!;
    rows.unshift({
      what: `JS inicial más pesado (${heaviest.route}), gzip`,
      measured: kb(heaviest.gzipBytes),
      baseline: "",
      ratio: "",
      target: `≤ ${BUDGET_KB} KB`,
      ok: heaviest.gzipBytes <= BUDGET_KB * 1024,
    });
    printReport({ pglite, rounds: ROUNDS, instances: INSTANCES }, rows, routes, plans);
  } finally {
    await closeDb();
    rmSync(workDir, { recursive: true, force: true });
    await database.drop();
  }
}

/** The API's session lookup, the ceiling a page is compared with. */
const lookupOf = (session: string): Target => ({
  name: "lookup",
  path: `/tfg-api/sessions/session/${session}`,
  session,
});

async function measureApi(
  data: Awaited<ReturnType<typeof loadBenchData>>,
  rush: { session: string; body: string }[],
  serverPids: number[],
): Promise<Row[]> {
  const coordinator = data.coordinatorSession;
  const secretary = data.secretarySession;
  let booked = 0;
  const bare: Target = { name: "bare", path: "/api/health" };
  const oneRow: Target = { name: "oneRow", path: "/api/ready" };
  const lookup = lookupOf(coordinator);
  const booking: Target = {
    name: "booking",
    method: "POST",
    path: "/exams-api/requests",
    next: () => rush[booked++ % rush.length]!,
    accepted: (status) => [201, 406, 409, 423].includes(status),
  };
  const search: Target = { name: "search", path: "/student-record-api/users/family/martin", session: secretary };
  const list: Target = { name: "list", path: "/documents-api?page=0&size=25", session: coordinator };
  const searches = SEARCH_TERMS.map((term): Target => ({
    name: term,
    path: `/student-record-api/users/family/${term}`,
    session: secretary,
  }));

  const loaded = [bare, oneRow, lookup, booking, search];
  const timed = [oneRow, list, lookup, ...searches];
  console.error("Calentando cada ruta…");
  await warm(base, [...loaded, list, ...searches], 1);
  console.error(`${ROUNDS} rondas de ${SECONDS} s por ruta a 10 conexiones…`);
  const rates = await inRounds(loaded, ROUNDS, (t) => throughput(base, t, SECONDS));
  console.error(`${ROUNDS} rondas de ${SAMPLES} peticiones seguidas por ruta…`);
  const p95s = await inRounds(timed, ROUNDS, (t) => latencyP95(base, t, SAMPLES));
  console.error("CPU por petición de la lectura de sesión y de la reserva…");
  const lookupCost = await cpuCost(base, lookup, SECONDS, serverPids);
  const bookingCost = await cpuCost(base, booking, SECONDS, serverPids);

  const r = (t: Target) => rates.median(t.name);
  const l = (t: Target) => p95s.median(t.name);
  const rateRatio = (t: Target, base = oneRow) => rates.ratio(t.name, base.name);
  const p95Ratio = (t: Target) => p95s.ratio(t.name, oneRow.name);
  const floor = (what: string, t: Target, target = "", min = 0): Row => ({
    what: `${what}, 10 conexiones`,
    measured: perSecond(r(t)),
    baseline: `ruta que lee una fila ${perSecond(r(oneRow))}`,
    ratio: times(rateRatio(t)),
    target,
    ok: rateRatio(t) >= min,
  });
  return [
    floor("ruta vacía `GET /api/health`", bare),
    floor("ruta que lee una fila `GET /api/ready`", oneRow),
    floor("lectura de sesión `GET /tfg-api/sessions/session/{id}`", lookup, "≥ 0,8×", 0.8),
    floor("reserva `POST /exams-api/requests` (lazo cerrado)", booking, "≥ 0,4×", 0.4),
    {
      what: "lista de documentos del coordinador (25 filas), 1 conexión, p95",
      measured: ms(l(list)),
      baseline: `ruta que lee una fila ${ms(l(oneRow))}`,
      ratio: times(p95Ratio(list)),
      target: "≤ 2×",
      ok: p95Ratio(list) <= 2,
    },
    {
      what: "lectura de sesión, 1 conexión, p95",
      measured: ms(l(lookup)),
      baseline: `ruta que lee una fila ${ms(l(oneRow))}`,
      ratio: times(p95Ratio(lookup)),
      target: "",
      ok: true,
    },
    ...searches.map((t) => ({
      what: `búsqueda de alumnos 'family/${t.name}', 1 conexión, p95`,
      measured: ms(l(t)),
      baseline: "",
      ratio: "",
      target: "< 50 ms",
      ok: l(t) < 50,
    })),
    {
      what: "búsqueda 'family/martin', 10 conexiones",
      measured: perSecond(r(search)),
      baseline: `lectura de sesión ${perSecond(r(lookup))}`,
      ratio: times(rateRatio(search, lookup)),
      target: "≥ 0,5×",
      ok: rateRatio(search, lookup) >= 0.5,
    },
    costRow("lectura de sesión", lookupCost),
    costRow("reserva (la avalancha en su orden: 201, 406, 409 y 423)", bookingCost),
  ];
}

async function measureInProcess(data: Awaited<ReturnType<typeof loadBenchData>>): Promise<Row[]> {
  const calls = inProcessCalls(data.coordinatorSession, data.secretarySession);
  for (const c of calls) for (let i = 0; i < 200; i++) await c.run();
  const p50s = await inRounds(calls, ROUNDS, (c) => timeCalls(c, SAMPLES * 5));
  const fine = (n: number) => `${n.toFixed(2)} ms`;
  const oneRow = `ruta que lee una fila en el proceso ${fine(p50s.median("oneRow"))}`;
  const row = (what: string, name: string): Row => ({
    what: `${what}, su manejador en el proceso (sin HTTP), p50`,
    measured: fine(p50s.median(name)),
    baseline: name === "oneRow" ? "" : oneRow,
    ratio: name === "oneRow" ? "" : times(p50s.ratio(name, "oneRow")),
    target: "",
    ok: true,
  });
  return [
    row("ruta que lee una fila `GET /api/ready`", "oneRow"),
    row("lectura de sesión", "lookup"),
    row("lista de documentos del coordinador (25 filas)", "list"),
    row("búsqueda 'family/martin'", "search"),
  ];
}

/** The query plan of a common surname's first page with its capped total, for the notes. */
async function searchPlans(db: Awaited<ReturnType<typeof getDb>>, secretaryId: number): Promise<string> {
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

await main();
