// `npm run build`: `next build`, then V8's explicit compile hint on the JavaScript that pages load first,
// then the standalone server completed with its static files and migrations (the production artifact).
//
// Turbopack wraps every module in a function, and V8 compiles a function lazily, on the main thread, the
// first time it runs. Starting React and Next therefore spent ~60 ms of one task compiling (~250 ms of
// Total Blocking Time on Lighthouse's simulated phone). `//# allFunctionsCalledOnLoad` as a script's
// first line tells Chrome (136 and later) to compile all of it while it streams the download in, on a
// background thread. Other browsers ignore the comment. Chunks loaded later (islands, dialog bodies)
// keep lazy compilation: they can hold much that a page never calls.
import { injectManifest } from "@serwist/build";
import { build as bundle } from "esbuild";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./sources.mjs";

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Prepends the hint to every route's first-load chunks (once); returns how many chunks there are. */
function hintFirstLoadChunks() {
  const stats = JSON.parse(readFileSync(path.join(root, ".next", "diagnostics", "route-bundle-stats.json"), "utf8"));
  const chunks = new Set(stats.flatMap((route) => route.firstLoadChunkPaths));
  for (const chunk of chunks) {
    const file = path.join(root, chunk);
    const code = readFileSync(file, "utf8");
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
  }
  return chunks.size;
}

/**
 * The service worker (lib/pwa/sw.ts) as public/sw.js: bundled by esbuild, then given its precache list by
 * Serwist: the shell, i.e. the CSS, the fonts and every route's first-load scripts (hinted already), not
 * the chunks loaded later (the scanner, dialogs). Next's Turbopack build has no worker step of its own.
 */
async function buildServiceWorker() {
  const stats = JSON.parse(readFileSync(path.join(root, ".next", "diagnostics", "route-bundle-stats.json"), "utf8"));
  const firstLoad = new Set(stats.flatMap((route) => route.firstLoadChunkPaths));
  const compiled = path.join(root, ".next", "sw.bundle.js");
  await bundle({
    entryPoints: [path.join(root, "lib", "pwa", "sw.ts")],
    outfile: compiled,
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      PORTAL_BUILD_ID: JSON.stringify(readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8").trim()),
    },
    logLevel: "warning",
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: compiled,
    swDest: path.join(root, "public", "sw.js"),
    globDirectory: path.join(root, ".next"),
    globPatterns: ["static/**/*.{css,woff,woff2}", ...[...firstLoad].map((chunk) => path.relative(".next", chunk))],
    modifyURLPrefix: { "static/": "/_next/static/" },
    // Their names carry their content's hash: no revision needed.
    dontCacheBustURLsMatching: /^\/_next\/static\//,
  });
  for (const warning of warnings) console.warn(warning);
  rmSync(compiled);
  return `${count} ficheros, ${(size / 1024).toFixed(0)} KB`;
}

/**
 * Completes the standalone server (`output: "standalone"`) into the one artifact to deploy: Next leaves
 * out the static files (copied after the hints, so the hinted chunks ship), the migrations and the PDF
 * fonts, which the server reads from the project folder at run time (lib/pdf/fonts.ts).
 */
function completeStandalone() {
  const standalone = path.join(root, ".next", "standalone");
  for (const [from, to] of [
    [".next/static", ".next/static"],
    ["drizzle", "drizzle"],
    ...["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((font) => {
      const file = `node_modules/dejavu-fonts-ttf/ttf/${font}`;
      return [file, file];
    }),
    ["public", "public"],
  ]) {
    const target = path.join(standalone, to);
    rmSync(target, { recursive: true, force: true });
    if (existsSync(path.join(root, from))) cpSync(path.join(root, from), target, { recursive: true });
  }
}

const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
const build = spawnSync(process.execPath, [next, "build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`Compilación anticipada indicada en ${hintFirstLoadChunks()} fragmentos de JS inicial`);
console.log(`Service worker en public/sw.js; precarga: ${await buildServiceWorker()}`);
completeStandalone();
console.log("Servidor autónomo listo en .next/standalone (node .next/standalone/server.js)");
