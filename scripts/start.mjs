// `npm start`: builds when there is no production build or the sources are newer, then serves it.
// A production start (NODE_ENV=production or PORTAL_MODE=production) never builds: it refuses a missing
// or stale build, and serves the standalone server, as the container image does.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { isStale, root } from "./sources.mjs";

const production = process.env.NODE_ENV === "production" || process.env.PORTAL_MODE === "production";
const buildId = path.join(root, ".next", "BUILD_ID");
if (isStale(buildId)) {
  if (production) {
    console.error(
      "No se arranca: no hay compilación de producción o es anterior a las fuentes (.next/BUILD_ID).\n" +
        "Con NODE_ENV=production o PORTAL_MODE=production el arranque no compila: ejecuta antes `npm run build`.",
    );
    process.exit(1);
  }
  const build = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.PORT ?? "3000";
const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
const args = production ? [path.join(root, ".next", "standalone", "server.js")] : [next, "start", "-p", port];
// The portal stops gracefully itself (lib/ops/shutdown.ts): Next's own handler would exit before the workers finish.
const env = { ...process.env, PORT: port, NEXT_MANUAL_SIG_HANDLE: "true" };
// The standalone server works in its own folder, which the next build replaces: keep the embedded database where `npm start` keeps it.
if (production) env.PGLITE_DIR = path.resolve(root, process.env.PGLITE_DIR || ".data/pglite");
const server = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env });
// A service manager stops only this process: pass the signal on so the server (and its database) close too.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
