// How `npm run bench` measures fairly: every path is warmed first, then the paths take turns in rounds
// (so none is measured alone on a cold or a tired server), and each figure is the median of its rounds.
import autocannon from "autocannon";

/** A request to measure; `next` gives a different request each time (the booking's rush). */
export interface Target {
  name: string;
  method?: "GET" | "POST";
  path: string;
  session?: string;
  /** A signed-in browser's cookies, for a page. */
  cookie?: string;
  next?: () => { session: string; body: string };
  /** Statuses that count as an answer (default: 2xx). */
  accepted?: (status: number) => boolean;
}

const CONNECTIONS = 10;
const ok2xx = (status: number) => status >= 200 && status < 300;
const headersOf = ({ session, cookie }: { session?: string; cookie?: string }, json = false) => ({
  ...(session ? { authorization: `Bearer ${session}` } : {}),
  ...(cookie ? { cookie } : {}),
  ...(json ? { "content-type": "application/json" } : {}),
});

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

/** Requests per second at 10 connections for `seconds`; throws on any answer `target` does not accept. */
export async function throughput(base: string, target: Target, seconds: number): Promise<number> {
  const accepted = target.accepted ?? ok2xx;
  let refused = 0;
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: target.method ?? "GET",
        path: target.path,
        setupRequest: (request) => {
          if (!target.next) return { ...request, headers: headersOf(target) };
          const { session, body } = target.next();
          return { ...request, headers: headersOf({ session }, true), body };
        },
      },
    ],
  });
  instance.on("response", (_client, status) => {
    if (!accepted(status)) refused++;
  });
  const result = await instance;
  if (refused > 0 || result.errors > 0)
    throw new Error(`${target.name}: ${refused} respuestas no esperadas, ${result.errors} errores`);
  return result.requests.average;
}

/** p95 latency of `samples` requests one after another (one connection). */
export async function latencyP95(base: string, target: Target, samples: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(base + target.path, { headers: headersOf(target) });
    if (!res.ok) throw new Error(`${target.path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return p95(times);
}

/** Warms every target (one connection, then ten), before any of them is measured. */
export async function warm(base: string, targets: Target[], seconds: number): Promise<void> {
  for (const target of targets) {
    if (!target.next) await latencyP95(base, target, 50);
    await throughput(base, target, seconds);
  }
}

/** What `inRounds` measured: each target's value in every round. */
export class Rounds {
  constructor(private readonly samples: Map<string, number[]>) {}

  /** The target's median over the rounds. */
  median(name: string): number {
    return median(this.samples.get(name)!);
  }

  /**
   * The median over the rounds of the target's value divided by the baseline's in the same round: the
   * two were measured minutes apart at most, so a machine that slows down for a while moves both alike.
   */
  ratio(name: string, baseline: string): number {
    const base = this.samples.get(baseline)!;
    return median(this.samples.get(name)!.map((value, round) => value / base[round]!));
  }
}

/** `rounds` rounds, each measuring every target in turn, the order rotating from round to round. */
export async function inRounds<T extends { name: string }>(
  targets: T[],
  rounds: number,
  measure: (target: T) => Promise<number>,
): Promise<Rounds> {
  const samples = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(i + round) % targets.length]!;
      samples.get(target.name)!.push(await measure(target));
    }
  }
  return new Rounds(samples);
}
