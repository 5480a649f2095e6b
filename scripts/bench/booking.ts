// `npm run bench:booking [-- --instances 2] [-- --students N]`: the opening of an exam convocatoria.
// In a throwaway PostgreSQL database it creates N students (default 5,000), ten courses with two
// options each (pairs of courses at the same hour, so their exams share seats and a student enrolled
// in both tries to hold two overlapping exams), four venues with tight capacities and the online
// one; then it fires every student's choices at once, 200 connections, through a production
// standalone server (or two behind nginx), checks the invariants with SQL and prints one table, with the
// session lookup `GET /tfg-api/sessions/session/{id}` at the same 200 connections as the ceiling.
// With `--rate <R|R1,R2,…|ladder>` it sends the rush open-loop instead (scripts/bench/open-loop.ts).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { closeDb, getDb } from "@/lib/database";
import { isStale, root } from "../sources.mjs";
import { printReport, type Lookup, type Rush } from "./booking-report";
import { CONNECTIONS, invariants, loadConvocatoria, type Planned } from "./convocatoria";
import { cpuProfileArgs, instancesLabel, startInstances } from "./instances";
import { openLoopRates, runOpenLoop } from "./open-loop";
import { scratchDatabase, stopServer } from "./server";
import { fireWave, printWaitlistReport, waitlistInvariants, waitlistWave } from "./waitlist-traffic";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const INSTANCES = arg("instances", 1);
const STUDENTS = arg("students", 5_000);
const CEILING_SECONDS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${PORT}`;

/** Fires `planned` once each at `CONNECTIONS` connections; statuses and every latency. */
async function fire(planned: Planned[]): Promise<Rush> {
  let next = 0;
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const started = performance.now();
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: planned.length,
    requests: [
      {
        method: "POST",
        path: "/exams-api/requests",
        setupRequest: (request) => {
          const { session, body } = planned[Math.min(next++, planned.length - 1)]!;
          return {
            ...request,
            headers: { authorization: `Bearer ${session}`, "content-type": "application/json" },
            body,
          };
        },
      },
    ],
  });
  instance.on("response", (_client, status, _bytes, ms) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    latencies.push(ms);
  });
  const result = await instance;
  return { statuses, latencies, seconds: (performance.now() - started) / 1000, errors: result.errors };
}

/** Requests per second of the session lookup, each connection its own student, for `CEILING_SECONDS`. */
async function ceiling(tokens: string[]): Promise<Lookup> {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: CEILING_SECONDS,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const session = tokens[next++ % tokens.length]!;
          return {
            ...request,
            path: `/tfg-api/sessions/session/${session}`,
            headers: { authorization: `Bearer ${session}` },
          };
        },
      },
    ],
  });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  return {
    rate: result.requests.average,
    failures: result.non2xx + result.errors,
    latencies: latencies.sort((a, b) => a - b),
  };
}

async function main(): Promise<void> {
  if (isStale(path.join(root, ".next", "BUILD_ID"))) {
    throw new Error("No hay una compilación de producción al día: ejecuta antes `npm run build`");
  }
  const database = scratchDatabase("portal_bench_booking");
  await database.create();
  const env = {
    ...process.env,
    ...database.env,
    NEXTAUTH_SECRET: "bench-only-secret",
    OUTBOX_POLL_SECONDS: "3600",
  };
  Object.assign(process.env, database.env);
  const workDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-booking-"));
  const processes: ChildProcess[] = [];
  try {
    console.error(`Creando la convocatoria: ${STUDENTS.toLocaleString("es-ES")} alumnos…`);
    const db = await getDb();
    const { rush, warmUp, tokenOf } = await loadConvocatoria(db, STUDENTS);
    await closeDb();

    console.error(`Arrancando ${instancesLabel(INSTANCES)}…`);
    processes.push(...(await startInstances(env, PORT, INSTANCES, workDir, cpuProfileArgs())));

    const tokens = [...new Set(rush.map((p) => p.session))];
    await fire(warmUp);
    const rates = openLoopRates();
    if (rates) {
      const where = instancesLabel(INSTANCES);
      const check = async () => ({ ...(await invariants(await getDb())) });
      if (!(await runOpenLoop({ base, path: "/exams-api/requests", rates, rush, where, invariants: check })))
        process.exitCode = 1;
      return;
    }
    await ceiling(tokens.slice(0, CONNECTIONS)).then(() => {}); // warm-up of the lookup
    console.error(`Techo: lectura de sesión, ${CONNECTIONS} conexiones, ${CEILING_SECONDS} s…`);
    const lookup = await ceiling(tokens);
    console.error(`Avalancha: ${rush.length.toLocaleString("es-ES")} peticiones, ${CONNECTIONS} conexiones…`);
    const result = await fire(rush);

    const checked = await invariants(await getDb());
    printReport(
      { instances: INSTANCES, students: STUDENTS, connections: CONNECTIONS },
      rush.length,
      result,
      lookup,
      checked,
    );

    const wave = await waitlistWave(await getDb(), rush, tokenOf);
    console.error(`Lista de espera: ${wave.length.toLocaleString("es-ES")} peticiones (10 % de elecciones borradas)…`);
    const waveResult = await fireWave(base, wave, CONNECTIONS);
    printWaitlistReport(waveResult, await invariants(await getDb()), await waitlistInvariants(await getDb()));
  } finally {
    await closeDb();
    for (const child of processes.reverse()) await stopServer(child);
    rmSync(workDir, { recursive: true, force: true });
    await database.drop();
  }
}

if (process.argv[1]?.endsWith("booking.ts")) await main();
