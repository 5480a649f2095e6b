// `npm run portal -- <command>`: the command line, run from a bundle of lib/cli that esbuild (which
// comes with tsx) rebuilds when a source is newer. Compiling the TypeScript module by module on
// every start cost about a second, which a one-row import should not pay.
import { renameSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { nodeResolvableExternals } from "./cli-externals.mjs";
import { isStale, root } from "./sources.mjs";

const outdir = path.join(root, ".data", "cli");
const entry = path.join(outdir, "main.js");
const BUNDLE_SOURCES = [
  "lib",
  "db",
  "package-lock.json",
  "tsconfig.json",
  "scripts/portal.mjs",
  "scripts/cli-externals.mjs",
];
const remove = (dir) => rmSync(dir, { recursive: true, force: true });

/** Swaps a fresh bundle in, unless a command started together has just done so (then theirs is used). */
function install(fresh) {
  if (!isStale(entry, BUNDLE_SOURCES)) return remove(fresh);
  const old = `${outdir}-old-${process.pid}`;
  try {
    renameSync(outdir, old);
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
  }
  try {
    renameSync(fresh, outdir);
  } catch (err) {
    if (err.code !== "ENOTEMPTY" && err.code !== "EEXIST") throw err;
    remove(fresh);
  }
  remove(old);
}

if (isStale(entry, BUNDLE_SOURCES)) {
  const { build } = await import("esbuild");
  // Built aside and swapped in, so that two commands started together never read a half-written bundle.
  const fresh = `${outdir}-${process.pid}`;
  await build({
    entryPoints: { main: path.join(root, "lib", "cli", "main.ts") },
    outdir: fresh,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    plugins: [nodeResolvableExternals],
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  install(fresh);
}
await import(pathToFileURL(entry).href);
