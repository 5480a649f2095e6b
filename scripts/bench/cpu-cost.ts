// What a request costs in CPU, of the portal's servers and of PostgreSQL, for the capacity plan
// (docs/benchmarks.md): read from /proc (Linux) around a burst, so it needs PostgreSQL on this machine.
import { readdirSync, readFileSync } from "node:fs";
import { throughput, type Target } from "./floors";
import type { Row } from "./report";

// Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ).
const TICK_MS = 10;

/** User plus system CPU time of process `pid` so far, in ms (0 once it has exited). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which may hold spaces: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on this machine: the server, its background workers and the backends. */
function postgresPids(): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    });
}

const totalMs = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

export interface CpuCost {
  rate: number;
  /** CPU ms per request of the portal's servers (nginx not included), and of PostgreSQL. */
  serverMs: number;
  databaseMs: number;
}

/** `target` for `seconds` at 10 connections, with the CPU the servers `serverPids` and PostgreSQL spent per answer. */
export async function cpuCost(base: string, target: Target, seconds: number, serverPids: number[]): Promise<CpuCost> {
  const database = postgresPids();
  const before = { server: totalMs(serverPids), database: totalMs(database) };
  const rate = await throughput(base, target, seconds);
  const requests = rate * seconds;
  return {
    rate,
    serverMs: (totalMs(serverPids) - before.server) / requests,
    databaseMs: (totalMs(database) - before.database) / requests,
  };
}

const cpu = (n: number) => `${n.toFixed(2).replace(".", ",")} ms`;

/** A report row of what `what` costs a request. */
export const costRow = (what: string, cost: CpuCost): Row => ({
  what: `CPU por petición: ${what}, 10 conexiones`,
  measured: `servidor ${cpu(cost.serverMs)}`,
  baseline: `PostgreSQL ${cpu(cost.databaseMs)} (${Math.round(cost.rate).toLocaleString("es-ES")} pet/s)`,
  ratio: "",
  target: "",
  ok: true,
});
