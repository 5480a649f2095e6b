// `npm start`: builds when there is no production build or the sources are newer, then serves it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildId = path.join(root, ".next", "BUILD_ID");
const sources = ["app", "components", "lib", "db", "drizzle", "next.config.mjs", "instrumentation.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
const stale = !existsSync(buildId) || sources.some((s) => newestMtime(path.join(root, s)) > statSync(buildId).mtimeMs);
if (stale) {
  const build = spawnSync(process.execPath, [next, "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const args = [next, "start", "-p", process.env.PORT ?? "3000"];
const server = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
// A service manager stops only this process: pass the signal on so the server (and its database) close too.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
