import os from "node:os";
import { instancesLabel } from "./instances";
import type { routeSizes } from "../bundle-budget.mjs";

// The table `npm run bench` prints: one row a figure, next to its baseline from the same run.

export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const rate = (n: number) => `${Math.round(n).toLocaleString("es-ES")} filas/s`;
export const perSecond = (n: number) => `${Math.round(n).toLocaleString("es-ES")} pet/s`;
export const times = (ratio: number) => `${ratio.toFixed(2)}×`;

export interface Row {
  what: string;
  measured: string;
  baseline: string;
  ratio: string;
  target: string;
  ok: boolean;
}

/** How the run was made, for the report's title and notes. */
export interface BenchRun {
  pglite: boolean;
  rounds: number;
  instances: number;
}

export function printReport(
  { pglite, rounds: ROUNDS, instances }: BenchRun,
  rows: Row[],
  routes: ReturnType<typeof routeSizes>,
  plans: string,
): void {
  const engine = pglite ? "PGlite (embebido)" : "PostgreSQL";
  console.log(
    `\n## npm run bench${pglite ? " -- --pglite" : ""}${instances > 1 ? ` -- --instances ${instances}` : ""}: ${engine}, ${instancesLabel(instances)}, ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}\n`,
  );
  console.log("| qué | medido | referencia (misma ejecución) | proporción | objetivo | |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(`| ${r.what} | ${r.measured} | ${r.baseline} | ${r.ratio} | ${r.target} | ${r.ok ? "✓" : "✗"} |`);
  console.log(
    `\nMedido y referencia: medianas de ${ROUNDS} rondas. Proporción: mediana de las rondas de la proporción entre los dos en la misma ronda.`,
  );
  console.log("\n| ruta | JS inicial (gzip) |\n|---|---|");
  for (const r of routes) console.log(`| ${r.route} | ${kb(r.gzipBytes)} |`);
  console.log(`\n${plans}`);
}
