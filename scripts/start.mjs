// `npm start`: builds when there is no production build or the sources are newer, then serves it.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { isStale, root } from "./sources.mjs";

const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
if (isStale(path.join(root, ".next", "BUILD_ID"))) {
  const build = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const args = [next, "start", "-p", process.env.PORT ?? "3000"];
const server = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
// A service manager stops only this process: pass the signal on so the server (and its database) close too.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
