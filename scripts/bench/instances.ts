import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { startNginx } from "./nginx";
import { startServer } from "./server";

/**
 * `count` standalone servers as the portal at `port`: one on it, or `count` on the ports after it behind nginx on
 * it. Returns every process started, nginx last (stop them in reverse).
 */
export async function startInstances(
  env: NodeJS.ProcessEnv,
  port: number,
  count: number,
  workDir: string,
  nodeArgs: string[] = [],
): Promise<ChildProcess[]> {
  const ports = count === 1 ? [port] : Array.from({ length: count }, (_, i) => port + 1 + i);
  const processes: ChildProcess[] = [];
  for (const each of ports) processes.push(await startServer(env, each, nodeArgs));
  if (count > 1) processes.push(await startNginx(ports, workDir, port));
  return processes;
}

/** Where a run was measured: "una instancia" or "N instancias tras nginx". */
export const instancesLabel = (count: number) => (count === 1 ? "una instancia" : `${count} instancias tras nginx`);

/**
 * `--profile <dir>` on the command line: the Node arguments that make each instance write a V8 CPU profile there
 * when it stops (scripts/bench/profile-summary.ts reads it); none without it.
 */
export function cpuProfileArgs(argv = process.argv): string[] {
  const at = argv.indexOf("--profile");
  return at > 0 ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(argv[at + 1]!)}`] : [];
}
