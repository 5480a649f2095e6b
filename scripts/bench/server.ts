// What every HTTP benchmark needs: a throwaway database and production servers on it.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { root } from "../sources.mjs";

/** Waits until `url` answers 2xx, or throws after 60 s or when `child` exits first. */
export async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} se ha parado al arrancar`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} no ha arrancado en 60 s`);
}

/**
 * The standalone server of the last build (as production runs it) on `port`; `nodeArgs` go to Node itself
 * (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...nodeArgs, path.join(root, ".next", "standalone", "server.js")], {
    cwd: root,
    env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    // BENCH_SERVER_LOG=<file> keeps the servers' JSON log lines (e.g. to see what a 5xx was).
    stdio: ["ignore", process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, "a") : "ignore", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}`, server, "El servidor");
  return server;
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

export interface ScratchDatabase {
  env: Record<string, string>;
  create: () => Promise<void>;
  drop: () => Promise<void>;
}

/**
 * The throwaway database: on PostgreSQL a new database `<prefix>_<pid>_<time>` next to
 * BENCH_DATABASE_URL's (default postgres://postgres@127.0.0.1:5432/postgres), on PGlite a temporary folder.
 */
export function scratchDatabase(prefix: string, pglite = false): ScratchDatabase {
  if (pglite) {
    const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix.replaceAll("_", "-")}-pglite-`));
    return {
      env: { DATABASE_URL: "", PGLITE_DIR: path.join(dir, "db") },
      create: async () => {},
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
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
