// `npm run bench:booking [-- --instances 2] [-- --students N]`: the opening of an exam convocatoria.
// In a throwaway PostgreSQL database it creates N students (default 5,000), ten courses with two
// options each (pairs of courses at the same hour, so their exams share seats and a student enrolled
// in both tries to hold two overlapping exams), four venues with tight capacities and the online
// one; then it fires every student's choices at once, 200 connections, through a production
// standalone server (or two behind nginx), checks the invariants with SQL and prints one table, with the
// session lookup `GET /tfg-api/sessions/session/{id}` at the same 200 connections as the ceiling.
// With `--rate <R|R1,R2,…|ladder>` it sends the rush open-loop instead (scripts/bench/open-loop.ts).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { type Db } from "@/db";
import { closeDb, getDb } from "@/lib/database";
import { courseMembers, courses, degrees, examTerms, examVenues, exams, sessions } from "@/db/schema";
import { hashSessionId } from "@/lib/auth/session-store";
import { isStale, root } from "../sources.mjs";
import { openLoopRates, runOpenLoop } from "./open-loop";
import { scratchDatabase, startServer, stopServer, waitFor } from "./server";
import { fireWave, printWaitlistReport, waitlistInvariants, waitlistWave } from "./waitlist-traffic";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const INSTANCES = arg("instances", 1);
/** `--profile <dir>`: each instance writes a V8 CPU profile there when it stops. */
const PROFILE_DIR = process.argv.includes("--profile")
  ? process.argv[process.argv.indexOf("--profile") + 1]
  : undefined;
const STUDENTS = arg("students", 5_000);
const CONNECTIONS = 200;
const CEILING_SECONDS = 10;
const COURSES = 10;
const VENUES = 4;
const SEATS_PER_VENUE = 200;
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${PORT}`;
const NGINX = "/usr/sbin/nginx";
const DAY = 86_400_000;
const REFUSALS = new Set([406, 409, 423]);

interface Planned {
  session: string;
  body: string;
}

interface Lookup {
  rate: number;
  failures: number;
  /** Sorted. */
  latencies: number[];
}

interface Rush {
  statuses: Map<number, number>;
  latencies: number[];
  seconds: number;
  errors: number;
}

/** A deterministic pseudo-random sequence (mulberry32), so every run fires the same rush. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/**
 * The convocatoria, and the rush in the order it is fired: each student's requests one after the
 * other (so 200 connections send them at the same moment), students in random order. Per student:
 * a choice for each of the three courses they take (two of them at the same hour), a second option
 * of the first course, and for one student in twenty an exam whose inscription has closed.
 */
export async function loadConvocatoria(
  db: Db,
  students: number,
): Promise<{ rush: Planned[]; warmUp: Planned[]; tokenOf: Map<number, string> }> {
  const now = Date.now();
  const [degree] = await db.insert(degrees).values({ externalId: "bench-grado", name: "Grado de prueba" }).returning();
  const courseRows = await db
    .insert(courses)
    .values(
      Array.from({ length: COURSES + 1 }, (_, c) => ({
        externalId: `bench-asignatura-${c}`,
        name: c === COURSES ? "Calentamiento" : `Asignatura ${c + 1}`,
        degreeId: degree!.id,
      })),
    )
    .returning({ id: courses.id });
  const [term] = await db.insert(examTerms).values({ name: "Ordinaria" }).returning();
  await db.insert(examVenues).values([
    ...Array.from({ length: VENUES }, (_, v) => ({
      id: `cntr_exam_0${v + 1}`,
      name: `Sede ${v + 1}`,
      capacity: SEATS_PER_VENUE,
    })),
    { id: "cntr_exam_98", name: "Sede de calentamiento", capacity: 1_000_000 },
    { id: "cntr_exam_99", name: "Online", capacity: null },
  ]);
  // Course c and c + 5 sit their exams at the same hour (shared seats, overlapping for a student
  // taking both); courses 8 and 9 an hour later than 3 and 4 (overlapping, separate seats).
  const startOf = (c: number, option: "A" | "B" | "C") => {
    const day = now + (30 + (c % 5) + (option === "B" ? 10 : option === "C" ? 20 : 0)) * DAY;
    return new Date(Math.floor(day / DAY) * DAY + (8 + (c >= 8 ? 1 : 0)) * 3_600_000);
  };
  const window = { inscriptionStartsAt: new Date(now - DAY), inscriptionEndsAt: new Date(now + DAY) };
  const examRows = await db
    .insert(exams)
    .values([
      ...courseRows.slice(0, COURSES).flatMap((course, c) => [
        {
          courseId: course.id,
          termId: term!.id,
          option: "A",
          startsAt: startOf(c, "A"),
          durationMinutes: 120,
          ...window,
        },
        {
          courseId: course.id,
          termId: term!.id,
          option: "B",
          startsAt: startOf(c, "B"),
          durationMinutes: 120,
          ...window,
        },
        {
          courseId: course.id,
          termId: term!.id,
          option: "C",
          startsAt: startOf(c, "C"),
          durationMinutes: 120,
          inscriptionStartsAt: new Date(now - 10 * DAY),
          inscriptionEndsAt: new Date(now - DAY),
        },
      ]),
      {
        courseId: courseRows[COURSES]!.id,
        termId: term!.id,
        option: "A",
        startsAt: new Date(now + 100 * DAY),
        durationMinutes: 60,
        defaultHeadquarter: "cntr_exam_98",
        ...window,
      },
    ])
    .returning({ id: exams.id });
  const examOf = (c: number, option: number) => examRows[c * 3 + option]!.id;
  const warmUpExam = examRows[COURSES * 3]!.id;

  const warmUpStudents = CONNECTIONS;
  await db.execute(sql`insert into users (external_id, dni, id_type, given_name, family_name, email, role)
    select 'alumno-' || i, (20000000 + i)::text || 'X', 'DNI', 'Alumno', 'Prueba ' || i,
      'alumno' || i || '@alumnos.universidad.example', 'ROLE_STUDENT'
    from generate_series(0, ${students + warmUpStudents - 1}) as i`);
  const userIds = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users where role = 'ROLE_STUDENT' order by id`),
  ).map((r) => r.id);
  const tokens = userIds.map(() => randomBytes(32).toString("base64url"));
  for (let i = 0; i < userIds.length; i += 2_000) {
    await db.insert(sessions).values(
      userIds.slice(i, i + 2_000).map((userId, j) => ({
        userId,
        tokenHash: hashSessionId(tokens[i + j]!),
        expiresAt: new Date(now + DAY),
      })),
    );
  }
  const takes = (i: number) => [i % COURSES, (i + 5) % COURSES, (i + 1) % COURSES];
  const members = userIds.flatMap((userId, i) =>
    (i < students ? takes(i) : [COURSES]).map((c) => ({
      courseId: courseRows[c]!.id,
      userId,
      memberRole: "STUDENT" as const,
    })),
  );
  for (let i = 0; i < members.length; i += 5_000) await db.insert(courseMembers).values(members.slice(i, i + 5_000));
  await db.execute(sql`analyze`);

  const next = random(12);
  const venue = () => `cntr_exam_0${1 + Math.floor(next() * VENUES)}`;
  const choice = (i: number, examId: number, headquarterId: string): Planned => ({
    session: tokens[i]!,
    body: JSON.stringify({ examId, headquarterId }),
  });
  const order = Array.from({ length: students }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const rush = order.flatMap((i) => {
    const [first, twin, other] = takes(i);
    const option = next() < 0.5 ? 0 : 1;
    const planned = [
      choice(i, examOf(first!, option), venue()),
      choice(i, examOf(twin!, next() < 0.5 ? 0 : 1), venue()),
      choice(i, examOf(other!, next() < 0.5 ? 0 : 1), venue()),
      choice(i, examOf(first!, 1 - option), venue()),
    ];
    if (i % 20 === 0) planned.push(choice(i, examOf(other!, 2), venue()));
    return planned;
  });
  const warmUp = userIds.slice(students).map((_, k) => choice(students + k, warmUpExam, "cntr_exam_98"));
  return { rush, warmUp, tokenOf: new Map(userIds.map((id, i) => [id, tokens[i]!])) };
}

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

/** nginx in the foreground with its own configuration and temporary folders, spreading over `ports`. */
async function startNginx(ports: number[], dir: string): Promise<ChildProcess> {
  if (!existsSync(NGINX)) {
    console.error("nginx no está instalado: instalando el paquete de Debian…");
    const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
    const install = spawnSync(
      sudo[0] ?? "apt-get",
      [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), "install", "-y", "nginx"],
      {
        stdio: "inherit",
      },
    );
    if (install.status !== 0 || !existsSync(NGINX))
      throw new Error("No se ha podido instalar nginx (apt-get install nginx)");
  }
  for (const sub of ["logs", "tmp"]) mkdirSync(path.join(dir, sub), { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
# Past saturation an open-loop rush holds hundreds of requests at once, each a client and an upstream
# connection: the proxy must not be what refuses them.
worker_rlimit_nofile 20000;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  # Idle upstream connections close before Node's own 5 s keep-alive timeout, so nginx never sends a
  # request on a socket Node is closing; and one such error does not take an instance out for 10 s.
  upstream portal {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n")}
    keepalive 128;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${PORT};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`,
  );
  const nginx = spawn(NGINX, ["-e", "stderr", "-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(base, nginx, "nginx");
  return nginx;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? NaN;

export interface Invariants {
  overbooked: number;
  counterDrift: number;
  overlapping: number;
  twoForOneCourse: number;
  /** Choices made in the rush (the warm-up's exam is the only one with a default venue). */
  rushChoices: number;
}

async function invariants(db: Db): Promise<Invariants> {
  const [row] = rowsOf<Record<keyof Invariants, string>>(
    await db.execute(sql`select
      (select count(*) from (select r.venue_id, r.starts_at from exam_requests r join exam_venues v on v.id = r.venue_id
        where v.capacity is not null group by r.venue_id, r.starts_at, v.capacity having count(*) > v.capacity) o) as overbooked,
      (select count(*) from exam_venue_sessions s where s.taken <> (select count(*) from exam_requests r
        where r.venue_id = s.venue_id and r.starts_at = s.starts_at)) as "counterDrift",
      (select count(*) from exam_requests a join exam_requests b on a.user_id = b.user_id and a.id < b.id
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)) as overlapping,
      (select count(*) from (select 1 from exam_requests group by user_id, course_id having count(*) > 1) d) as "twoForOneCourse",
      (select count(*) from exam_requests r join exams e on e.id = r.exam_id where e.default_headquarter is null) as "rushChoices"`),
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as unknown as Invariants;
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

    console.error(`Arrancando ${INSTANCES === 1 ? "una instancia" : `${INSTANCES} instancias tras nginx`}…`);
    const ports = INSTANCES === 1 ? [PORT] : Array.from({ length: INSTANCES }, (_, i) => PORT + 1 + i);
    const nodeArgs = PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
    for (const port of ports) processes.push(await startServer(env, port, nodeArgs));
    if (INSTANCES > 1) processes.push(await startNginx(ports, workDir));

    const tokens = [...new Set(rush.map((p) => p.session))];
    await fire(warmUp);
    const rates = openLoopRates();
    if (rates) {
      const where = INSTANCES === 1 ? "una instancia" : `${INSTANCES} instancias tras nginx`;
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
    printReport(rush.length, result, lookup, checked);

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

function printReport(planned: number, rush: Rush, lookup: Lookup, checked: Invariants) {
  const sorted = [...rush.latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 0.99);
  const rate = rush.latencies.length / rush.seconds;
  const count = (test: (status: number) => boolean) =>
    [...rush.statuses].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
  const created = count((s) => s === 201);
  const unexpected = count((s) => s !== 201 && !REFUSALS.has(s));
  const serverErrors = count((s) => s >= 500);
  const breakdown = [...rush.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s}: ${c.toLocaleString("es-ES")}`)
    .join(", ");
  const rows: [string, string, string, boolean][] = [
    [
      "peticiones enviadas / respondidas",
      `${planned} / ${rush.latencies.length}`,
      "todas",
      planned === rush.latencies.length && rush.errors === 0,
    ],
    ["respuestas por código", breakdown, "201, 406, 409, 423", unexpected === 0],
    ["respuestas 5xx", String(serverErrors), "0", serverErrors === 0],
    [
      "elecciones guardadas (201 = filas)",
      `${created} / ${checked.rushChoices}`,
      "iguales",
      created === checked.rushChoices,
    ],
    [
      "sesiones de sede con más plazas ocupadas que su capacidad",
      String(checked.overbooked),
      "0",
      checked.overbooked === 0,
    ],
    ["contador de plazas distinto de las elecciones", String(checked.counterDrift), "0", checked.counterDrift === 0],
    ["alumnos con dos exámenes solapados", String(checked.overlapping), "0", checked.overlapping === 0],
    [
      "alumnos con dos elecciones de una asignatura",
      String(checked.twoForOneCourse),
      "0",
      checked.twoForOneCourse === 0,
    ],
    ["POST /exams-api/requests", `${Math.round(rate)} pet/s`, "", true],
    [
      `techo: lectura de sesión (${lookup.failures} fallos)`,
      `${Math.round(lookup.rate)} pet/s`,
      "",
      lookup.failures === 0,
    ],
    ["proporción con el techo", `${(rate / lookup.rate).toFixed(2)}×`, "≥ 0,6×", rate >= 0.6 * lookup.rate],
    ["latencia p50 (techo)", `${ms(percentile(sorted, 0.5))} (${ms(percentile(lookup.latencies, 0.5))})`, "", true],
    ["latencia p95 (techo)", `${ms(percentile(sorted, 0.95))} (${ms(percentile(lookup.latencies, 0.95))})`, "", true],
    ["latencia p99 (techo)", `${ms(p99)} (${ms(percentile(lookup.latencies, 0.99))})`, "< 250 ms", p99 < 250],
  ];
  const where = INSTANCES === 1 ? "una instancia (servidor standalone)" : `${INSTANCES} instancias tras nginx`;
  console.log(
    `\n## npm run bench:booking${INSTANCES === 1 ? "" : ` -- --instances ${INSTANCES}`}: ${STUDENTS.toLocaleString("es-ES")} alumnos, ` +
      `${CONNECTIONS} conexiones, ${where}, PostgreSQL, ${os.cpus().length} núcleos, Node ${process.version}\n`,
  );
  console.log("| qué | medido | objetivo | |\n|---|---|---|---|");
  for (const [what, measured, target, ok] of rows)
    console.log(`| ${what} | ${measured} | ${target} | ${ok ? "✓" : "✗"} |`);
  if (rows.slice(0, 8).some(([, , , ok]) => !ok)) process.exitCode = 1;
}

if (process.argv[1]?.endsWith("booking.ts")) await main();
