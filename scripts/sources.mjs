// What the build and the command-line bundle are made from, and when it last changed.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const SOURCES = [
  "app",
  "components",
  "lib",
  "db",
  "drizzle",
  "next.config.mjs",
  "instrumentation.ts",
  "package-lock.json",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Whether `output` is missing or older than any of `sources` (paths relative to the project). */
export function isStale(output, sources = SOURCES) {
  return !existsSync(output) || sources.some((s) => newestMtime(path.join(root, s)) > statSync(output).mtimeMs);
}
