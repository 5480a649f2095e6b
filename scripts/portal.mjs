// `npm run portal -- <command>`: the command line, run from a bundle of lib/cli that esbuild (which
// comes with tsx) rebuilds when a source is newer. Compiling the TypeScript module by module on
// every start cost about a second, which a one-row import should not pay.
import { renameSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isStale, root } from "./sources.mjs";

const outdir = path.join(root, ".data", "cli");
const entry = path.join(outdir, "main.js");

if (isStale(entry, ["lib", "db", "package-lock.json", "tsconfig.json"])) {
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
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  rmSync(outdir, { recursive: true, force: true });
  renameSync(fresh, outdir);
}
await import(pathToFileURL(entry).href);
