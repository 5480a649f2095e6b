// After `next build`: every route's first-load JS, gzipped, from Next's
// `.next/diagnostics/route-bundle-stats.json`; fails when any route is over the budget.
// `node scripts/bundle-budget.mjs [--json]` (the benchmark reads the JSON form).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// The languages' catalogues are compiled on the server so that the pages format them without the ICU
// parser (next.config.mjs), and the 404 page, which every route carries, holds no client code that pages
// ship again in their own chunks (app/not-found.tsx): docs/benchmarks.md, "Page weight".
export const BUDGET_KB = 150;

const root = path.resolve(import.meta.dirname, "..");
const kb = (bytes) => bytes / 1024;

/** `[{ route, gzipBytes, rawBytes }]`, heaviest first; chunk sizes are counted once per chunk file. */
export function routeSizes() {
  const statsFile = path.join(root, ".next", "diagnostics", "route-bundle-stats.json");
  let stats;
  try {
    stats = JSON.parse(readFileSync(statsFile, "utf8"));
  } catch {
    throw new Error(`No se encuentra ${path.relative(root, statsFile)}: ejecuta antes \`next build\``);
  }
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
    process.exit(1);
  }
  console.log(`\nLímite de ${BUDGET_KB} KB de JS inicial (gzip) por ruta: se cumple en todas`);
}

if (process.argv[1] === import.meta.filename) main();
