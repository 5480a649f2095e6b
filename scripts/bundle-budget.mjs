// After `next build`: every route's first-load JS, gzipped, from Next's
// `.next/diagnostics/route-bundle-stats.json`; fails when any route is over the budget, or when any
// route's first load (or a `next/dynamic` chunk its page loads with it) holds the QR scanner.
// `node scripts/bundle-budget.mjs [--json]` (the benchmark reads the JSON form).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// The languages' catalogues are compiled on the server so that the pages format them without the ICU
// parser (next.config.mjs), and the 404 page, which every route carries, holds no client code that pages
// ship again in their own chunks (app/not-found.tsx): docs/benchmarks.md, "Page weight".
export const BUDGET_KB = 150;

/**
 * The camera's QR decoder (issue 40) is imported only when the camera is turned on. It is recognised in a
 * chunk by a string of its own dist file, checked there too, so that an upgrade that drops the string fails
 * here instead of letting the scanner through unseen.
 */
const SCANNER = { dist: "node_modules/qr-scanner/qr-scanner.min.js", marker: "Scanner error: timeout" };

const root = path.resolve(import.meta.dirname, "..");
const kb = (bytes) => bytes / 1024;

/** Next's `[{ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }]`, chunk paths relative to the root. */
function routeStats() {
  const statsFile = path.join(root, ".next", "diagnostics", "route-bundle-stats.json");
  try {
    return JSON.parse(readFileSync(statsFile, "utf8"));
  } catch {
    throw new Error(`No se encuentra ${path.relative(root, statsFile)}: ejecuta antes \`next build\``);
  }
}

/**
 * The chunks of the `next/dynamic` components of each route's page (its react-loadable manifest): when the
 * server renders one, the page loads its chunk at once, though Next's first-load figures leave it out.
 */
function pageLoadedChunks() {
  const appPaths = JSON.parse(readFileSync(path.join(root, ".next", "app-path-routes-manifest.json"), "utf8"));
  const byRoute = new Map();
  for (const [appPath, route] of Object.entries(appPaths)) {
    const manifest = path.join(root, ".next", "server", "app", appPath, "react-loadable-manifest.json");
    if (!existsSync(manifest)) continue;
    const files = Object.values(JSON.parse(readFileSync(manifest, "utf8"))).flatMap((l) => l.files);
    byRoute.set(
      route,
      files.map((f) => path.join(".next", f)),
    );
  }
  return byRoute;
}

/** `[{ route, chunk }]`: the routes whose first-load JS holds the QR scanner, with the chunk that holds it. */
export function routesWithScanner() {
  if (!readFileSync(path.join(root, SCANNER.dist), "utf8").includes(SCANNER.marker)) {
    throw new Error(`«${SCANNER.marker}» ya no está en ${SCANNER.dist}: elige otra cadena propia del lector de QR`);
  }
  const seen = new Map();
  const holds = (chunk) => {
    if (!seen.has(chunk)) seen.set(chunk, readFileSync(path.join(root, chunk), "utf8").includes(SCANNER.marker));
    return seen.get(chunk);
  };
  const chunks = path.join(".next", "static", "chunks");
  const all = readdirSync(path.join(root, chunks), { recursive: true }).filter((f) => f.endsWith(".js"));
  // The build holds the scanner in a chunk of its own: if none matches, this check could not see it.
  if (!all.some((f) => holds(path.join(chunks, f)))) {
    throw new Error(`Ningún fragmento de ${chunks} contiene el lector de QR («${SCANNER.marker}»)`);
  }
  const withPage = pageLoadedChunks();
  return routeStats().flatMap(({ route, firstLoadChunkPaths }) => {
    const chunk = [...firstLoadChunkPaths, ...(withPage.get(route) ?? [])].find(holds);
    return chunk ? [{ route, chunk }] : [];
  });
}

/** `[{ route, gzipBytes, rawBytes }]`, heaviest first; chunk sizes are counted once per chunk file. */
export function routeSizes() {
  const stats = routeStats();
  const gzipped = new Map();
  const gzipSize = (chunk) => {
    if (!gzipped.has(chunk)) gzipped.set(chunk, gzipSync(readFileSync(path.join(root, chunk))).length);
    return gzipped.get(chunk);
  };
  return stats
    .map(({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }) => ({
      route,
      rawBytes: firstLoadUncompressedJsBytes,
      gzipBytes: firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSize(chunk), 0),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

function main() {
  const rows = routeSizes();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(rows));
    return;
  }
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(`${"ruta".padEnd(width)}  JS inicial (gzip)  sin comprimir`);
  for (const { route, gzipBytes, rawBytes } of rows) {
    const mark = kb(gzipBytes) > BUDGET_KB ? "  ← supera el límite" : "";
    console.log(
      `${route.padEnd(width)}  ${kb(gzipBytes).toFixed(1).padStart(10)} KB  ${kb(rawBytes).toFixed(0).padStart(9)} KB${mark}`,
    );
  }
  const over = rows.filter((r) => kb(r.gzipBytes) > BUDGET_KB);
  if (over.length > 0) {
    console.error(`\n${over.length} ruta(s) superan el límite de JS inicial (gzip): ${BUDGET_KB} KB por ruta`);
  } else {
    console.log(`\nLímite de ${BUDGET_KB} KB de JS inicial (gzip) por ruta: se cumple en todas`);
  }
  const scanner = routesWithScanner();
  for (const { route, chunk } of scanner) {
    console.error(
      `La ruta ${route} carga el lector de QR (qr-scanner) al abrirse (${chunk}): impórtalo solo al encender la cámara`,
    );
  }
  if (scanner.length === 0) console.log("El lector de QR (qr-scanner) no está en el JS inicial de ninguna ruta");
  if (over.length > 0 || scanner.length > 0) process.exit(1);
}

if (process.argv[1] === import.meta.filename) main();
