import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { root } from "../sources.mjs";

/** `next start` of the production build on 127.0.0.1:`port`, once it answers. */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const server = spawn(process.execPath, [next, "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error("El servidor se ha parado al arrancar");
    try {
      if ((await fetch(`http://127.0.0.1:${port}`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("El servidor no ha arrancado en 60 s");
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}
