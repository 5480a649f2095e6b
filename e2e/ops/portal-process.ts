import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import postgres from "postgres";

const root = path.resolve(import.meta.dirname, "../..");
/** The production artifact, started as the container image starts it. */
export const STANDALONE_SERVER = path.join(root, ".next", "standalone", "server.js");

/** A portal server process of the standalone build, on its own port, with its output kept. */
export class PortalProcess {
  readonly child: ChildProcess;
  output = "";
  readonly exited: Promise<number | null>;

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, [STANDALONE_SERVER], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOSTNAME: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PRIVACY_CONTROLLER: "Universidad Ejemplar, calle Mayor 1, 28001 Madrid",
        NEXT_MANUAL_SIG_HANDLE: "true",
        NEXTAUTH_SECRET: "e2e-ops-secret",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [this.child.stdout!, this.child.stderr!]) stream.on("data", (d) => (this.output += d));
    this.exited = new Promise((resolve) => this.child.on("exit", (code) => resolve(code)));
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Waits until GET /api/ready answers 200 (or the process dies). */
  async ready(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.child.exitCode !== null)
        throw new Error(`El servidor terminó (${this.child.exitCode}):\n${this.output}`);
      const res = await fetch(`${this.url}/api/ready`).catch(() => null);
      if (res?.status === 200) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`El servidor no estuvo listo:\n${this.output}`);
  }

  /**
   * SIGTERM, then SIGKILL if the process is still there after `killAfterMs` (so that a retry finds
   * the port free); resolves with the exit code, null when it had to be killed.
   */
  async stop(killAfterMs = 45_000): Promise<number | null> {
    if (this.child.exitCode === null) this.child.kill("SIGTERM");
    const timer = setTimeout(() => this.child.kill("SIGKILL"), killAfterMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped by `drop`. */
export async function scratchPostgres(prefix: string) {
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
