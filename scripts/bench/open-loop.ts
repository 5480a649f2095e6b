// The open-loop half of `npm run bench:booking -- --rate <R|R1,R2,…|ladder>`: bookings leave at fixed,
// evenly spaced times whatever the server answers (a slow answer never delays the next send), and each
// latency runs from the send's scheduled time, not from when it went out, so a stalled sender or server
// counts against the portal (no coordinated omission, as wrk2 measures). A ladder climbs until p99 > 1 s.
import http from "node:http";
import os from "node:os";

export const LADDER = [25, 50, 100, 150, 200, 250, 300, 350, 400, 500, 600, 800];
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);
const GIVE_UP_MS = 30_000;
const CUTOFF_MS = 1_000;
const TARGET_P99_MS = 250;

export interface Shot {
  session: string;
  body: string;
}

interface Step {
  rate: number;
  sent: number;
  statuses: Map<number, number>;
  /** Requests that got no answer, by error code ('ECONNRESET', 'timeout'…). */
  errors: Map<string, number>;
  /** Sorted, from each send's scheduled time. */
  latencies: number[];
}

/** The rates asked for: `--rate 150`, `--rate 50,100,200` or `--rate ladder`; null without `--rate`. */
export function openLoopRates(argv = process.argv): number[] | null {
  const at = argv.indexOf("--rate");
  if (at < 0) return null;
  const value = argv[at + 1] ?? "ladder";
  if (value === "ladder") return LADDER;
  const rates = value.split(",").map(Number);
  if (rates.some((r) => !(r > 0))) throw new Error(`--rate ${value}: una tasa por segundo, una lista o "ladder"`);
  return rates;
}

// With a timeout of its own the agent also honours the server's `Keep-Alive: timeout=5` and drops an idle
// socket a second before the server would: reusing one the server is closing fails with ECONNRESET.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: GIVE_UP_MS });

/** One request; resolves with its status once the whole answer has arrived. */
function send(
  base: URL,
  path: string,
  options: { method: "GET" | "POST"; headers: http.OutgoingHttpHeaders; body?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: options.method,
        agent,
        timeout: GIVE_UP_MS,
        headers: options.headers,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(options.body);
  });
}

const post = (base: URL, path: string, shot: Shot) =>
  send(base, path, {
    method: "POST",
    headers: {
      authorization: `Bearer ${shot.session}`,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(shot.body),
      origin: base.origin,
    },
    body: shot.body,
  });

/** Fires `count` requests at `rate` per second from now on, evenly spaced; resolves when every answer is in. */
async function step(rate: number, count: number, fire: (i: number) => Promise<number>): Promise<Step> {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const start = performance.now() + 10;
  const gap = 1000 / rate;
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      for (; next < count && start + next * gap <= now; next++) {
        const scheduled = start + next * gap;
        pending.push(
          fire(next).then(
            (status) => {
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              latencies.push(performance.now() - scheduled);
            },
            (error: NodeJS.ErrnoException) => {
              const code = error.code ?? error.message;
              errors.set(code, (errors.get(code) ?? 0) + 1);
              latencies.push(performance.now() - scheduled);
            },
          ),
        );
      }
      if (next < count) setTimeout(tick, Math.max(0, Math.min(gap, start + next * gap - now)));
      else done();
    };
    setTimeout(tick, 10);
  });
  await Promise.all(pending);
  return { rate, sent: count, statuses, errors, latencies: latencies.sort((a, b) => a - b) };
}

/**
 * p99 of `seconds` of GETs of a page at `rate` per second, from each request's scheduled time, and the
 * requests that did not answer 200.
 */
export async function pageP99(base: string, path: string, cookie: string, rate: number, seconds: number) {
  const url = new URL(base);
  const result = await step(rate, Math.round(rate * seconds), () =>
    send(url, path, { method: "GET", headers: { cookie } }),
  );
  const failed = result.sent - (result.statuses.get(200) ?? 0);
  return { p99: percentile(result.latencies, 0.99), failed };
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? NaN;
const ms = (n: number) => `${Math.round(n).toLocaleString("es-ES")} ms`;

/**
 * Climbs `rates`, `STEP_SECONDS` each, through the rush in its order, until p99 passes 1 s or the rush
 * runs out; then checks the invariants and prints the ladder. Returns false when an invariant broke.
 */
export async function runOpenLoop(options: {
  base: string;
  path: string;
  rates: number[];
  rush: Shot[];
  where: string;
  invariants: () => Promise<Record<string, number>>;
}): Promise<boolean> {
  const base = new URL(options.base);
  const steps: Step[] = [];
  let used = 0;
  for (const rate of options.rates) {
    const count = Math.round(rate * STEP_SECONDS);
    if (used + count > options.rush.length) {
      console.error(`La avalancha no da para ${rate}/s durante ${STEP_SECONDS} s: usa más --students`);
      break;
    }
    console.error(`Lazo abierto: ${rate} reservas/s durante ${STEP_SECONDS} s…`);
    const shots = options.rush.slice(used, used + count);
    const result = await step(rate, count, (i) => post(base, options.path, shots[i]!));
    used += count;
    steps.push(result);
    if (percentile(result.latencies, 0.99) > CUTOFF_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const broken = Object.entries(await options.invariants()).filter(([name, n]) => n > 0 && name !== "rushChoices");
  console.log(
    `\n## npm run bench:booking -- --rate: lazo abierto, llegadas a intervalos fijos, ${STEP_SECONDS} s por tasa, ` +
      `${options.where}, ${os.cpus().length} núcleos, Node ${process.version}\n`,
  );
  console.log(
    "| reservas/s | enviadas | respuestas por código | p50 | p95 | p99 | máx. |\n|---|---|---|---|---|---|---|",
  );
  for (const s of steps) {
    const codes = [...s.statuses]
      .sort(([a], [b]) => a - b)
      .map(([code, n]) => `${code}: ${n}`)
      .concat([...s.errors].map(([code, n]) => `sin respuesta (${code}): ${n}`))
      .join(", ");
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => ms(percentile(s.latencies, p)));
    console.log(`| ${s.rate} | ${s.sent} | ${codes} | ${p50} | ${p95} | ${p99} | ${ms(s.latencies.at(-1) ?? NaN)} |`);
  }
  const within = steps.filter((s) => percentile(s.latencies, 0.99) < TARGET_P99_MS && s.errors.size === 0).at(-1);
  console.log(`\nMayor tasa con p99 < ${TARGET_P99_MS} ms: ${within ? `${within.rate} reservas/s` : "ninguna"}.`);
  console.log(
    `Invariantes (sobreventa, contador, solapes, dos por asignatura): ${broken.length ? broken.map(([k, n]) => `${k} = ${n}`).join(", ") : "0 rotos"}.`,
  );
  const serverErrors = steps.reduce((n, s) => n + [...s.statuses].filter(([c]) => c >= 500).length, 0);
  return broken.length === 0 && serverErrors === 0;
}
