import os from "node:os";
import type { Invariants } from "./convocatoria";

export interface Lookup {
  rate: number;
  failures: number;
  /** Sorted. */
  latencies: number[];
}

export interface Rush {
  statuses: Map<number, number>;
  latencies: number[];
  seconds: number;
  errors: number;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
export const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? NaN;

/** How the run was set up, for the report's title. */
export interface BookingRun {
  instances: number;
  students: number;
  connections: number;
}

const REFUSALS = new Set([406, 409, 423]);

/** The rush's table; a failed invariant or a lost request fails the run. */
export function printReport(run: BookingRun, planned: number, rush: Rush, lookup: Lookup, checked: Invariants) {
  const { instances: INSTANCES, students: STUDENTS, connections: CONNECTIONS } = run;
  const sorted = [...rush.latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 0.99);
  const rate = rush.latencies.length / rush.seconds;
  const count = (test: (status: number) => boolean) =>
    [...rush.statuses].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
  const created = count((s) => s === 201);
  const unexpected = count((s) => s !== 201 && !REFUSALS.has(s));
  const serverErrors = count((s) => s >= 500);
  const breakdown = [...rush.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s}: ${c.toLocaleString("es-ES")}`)
    .join(", ");
  const rows: [string, string, string, boolean][] = [
    [
      "peticiones enviadas / respondidas",
      `${planned} / ${rush.latencies.length}`,
      "todas",
      planned === rush.latencies.length && rush.errors === 0,
    ],
    ["respuestas por código", breakdown, "201, 406, 409, 423", unexpected === 0],
    ["respuestas 5xx", String(serverErrors), "0", serverErrors === 0],
    [
      "elecciones guardadas (201 = filas)",
      `${created} / ${checked.rushChoices}`,
      "iguales",
      created === checked.rushChoices,
    ],
    [
      "sesiones de sede con más plazas ocupadas que su capacidad",
      String(checked.overbooked),
      "0",
      checked.overbooked === 0,
    ],
    ["contador de plazas distinto de las elecciones", String(checked.counterDrift), "0", checked.counterDrift === 0],
    ["alumnos con dos exámenes solapados", String(checked.overlapping), "0", checked.overlapping === 0],
    [
      "alumnos con dos elecciones de una asignatura",
      String(checked.twoForOneCourse),
      "0",
      checked.twoForOneCourse === 0,
    ],
    ["POST /exams-api/requests", `${Math.round(rate)} pet/s`, "", true],
    [
      `techo: lectura de sesión (${lookup.failures} fallos)`,
      `${Math.round(lookup.rate)} pet/s`,
      "",
      lookup.failures === 0,
    ],
    ["proporción con el techo", `${(rate / lookup.rate).toFixed(2)}×`, "≥ 0,6×", rate >= 0.6 * lookup.rate],
    ["latencia p50 (techo)", `${ms(percentile(sorted, 0.5))} (${ms(percentile(lookup.latencies, 0.5))})`, "", true],
    ["latencia p95 (techo)", `${ms(percentile(sorted, 0.95))} (${ms(percentile(lookup.latencies, 0.95))})`, "", true],
    ["latencia p99 (techo)", `${ms(p99)} (${ms(percentile(lookup.latencies, 0.99))})`, "< 250 ms", p99 < 250],
  ];
  const where = INSTANCES === 1 ? "una instancia (servidor standalone)" : `${INSTANCES} instancias tras nginx`;
  console.log(
    `\n## npm run bench:booking${INSTANCES === 1 ? "" : ` -- --instances ${INSTANCES}`}: ${STUDENTS.toLocaleString("es-ES")} alumnos, ` +
      `${CONNECTIONS} conexiones, ${where}, PostgreSQL, ${os.cpus().length} núcleos, Node ${process.version}\n`,
  );
  console.log("| qué | medido | objetivo | |\n|---|---|---|---|");
  for (const [what, measured, target, ok] of rows)
    console.log(`| ${what} | ${measured} | ${target} | ${ok ? "✓" : "✗"} |`);
  if (rows.slice(0, 8).some(([, , , ok]) => !ok)) process.exitCode = 1;
}
