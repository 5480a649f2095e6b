// `npm start`: builds when there is no production build or the sources are newer, then serves it.
// A production start (NODE_ENV=production or PORTAL_MODE=production) never builds: it refuses a missing
// or stale build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { isStale, root } from "./sources.mjs";

const production = process.env.NODE_ENV === "production" || process.env.PORTAL_MODE === "production";
const buildId = path.join(root, ".next", "BUILD_ID");
const server = path.join(root, ".next", "standalone", "server.js");
if (isStale(buildId) || !existsSync(server)) {
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
// Both starts serve the standalone server, as the container image does (`next start` does not serve that
// output). It works in its own folder, which the next build replaces: keep the embedded database where
// `npm start` keeps it.
const pgliteDir = process.env.PGLITE_DIR || ".data/pglite";
const env = {
  ...process.env,
  PORT: process.env.PORT || "3000",
  PGLITE_DIR: pgliteDir.startsWith("memory://") ? pgliteDir : path.resolve(root, pgliteDir),
  // The portal stops gracefully itself (lib/ops/shutdown.ts): Next's own handler would exit before the workers finish.
  NEXT_MANUAL_SIG_HANDLE: "true",
};
const child = spawn(process.execPath, [server], { cwd: root, stdio: "inherit", env });
// A service manager stops only this process: pass the signal on so the server (and its database) close too.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
