import type { Db } from "@/db";
import { ApiError } from "@/lib/api/errors";
import { activateYear, closeYear, reopenYear, type YearState } from "@/lib/academic-year/lifecycle";
import { openYear, planYear, type OpenInput, type OpenReport } from "@/lib/academic-year/open";
import type { Command } from "./command";
import { withDb } from "./with-db";

const USAGE = `Uso: npm run portal -- year open <externalId> --from <anterior> [--name <nombre>] [--dry-run]
     npm run portal -- year activate <externalId>
     npm run portal -- year close <externalId>
     npm run portal -- year reopen <externalId>`;

function printReport(report: OpenReport, dryRun: boolean) {
  const { year, from } = report;
  console.log(
    dryRun
      ? `Simulación: el curso académico ${year.name} (${year.externalId}) copiaría de ${from.name} (nada se ha cambiado):`
      : `Curso académico ${year.name} (${year.externalId}) abierto, inactivo, con lo copiado de ${from.name}:`,
  );
  for (const { what, count } of report.copied) console.log(`  ${what}: ${count}`);
  console.log(`${dryRun ? "Se omitiría" : "Omitido"}: ${report.skipped.length === 0 ? "nada" : ""}`);
  for (const { what, why } of report.skipped) console.log(`  ${what}: ${why}`);
}

const stateLine = (s: YearState) =>
  `Curso académico ${s.name} (${s.externalId}): ${s.active ? "activo" : "inactivo"}, ${s.closed ? "cerrado" : "abierto"}`;

/** `open <externalId> --from <previous> [--name <name>] [--dry-run]`, or null when the arguments do not fit. */
function openArgs(args: string[]): (OpenInput & { dryRun: boolean }) | null {
  const [externalId, ...rest] = args;
  if (!externalId || externalId.startsWith("--")) return null;
  const options: Record<string, string | true> = {};
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    if (flag === "--dry-run") options.dryRun = true;
    else if ((flag === "--from" || flag === "--name") && rest[i + 1] && !rest[i + 1]!.startsWith("--"))
      options[flag.slice(2)] = rest[++i]!;
    else return null;
  }
  if (typeof options.from !== "string") return null;
  const name = typeof options.name === "string" ? options.name : undefined;
  return { externalId, from: options.from, name, dryRun: options.dryRun === true };
}

const CHANGES = { activate: activateYear, close: closeYear, reopen: reopenYear } as const;

function commandOf(args: string[]): ((db: Db) => Promise<void>) | null {
  const [action, ...rest] = args;
  if (action === "open") {
    const input = openArgs(rest);
    if (!input) return null;
    return async (db) =>
      printReport(input.dryRun ? await planYear(db, input) : await openYear(db, input), input.dryRun);
  }
  if (action && Object.hasOwn(CHANGES, action) && rest.length === 1) {
    const change = CHANGES[action as keyof typeof CHANGES];
    return async (db) => console.log(stateLine(await change(db, rest[0]!)));
  }
  return null;
}

// npm run portal -- year open|activate|close|reopen: the academic year's life, one transaction per command.
async function year(args: string[]): Promise<number> {
  const run = commandOf(args);
  if (!run) {
    console.error(USAGE);
    return 1;
  }
  return withDb(async (db) => {
    try {
      await run(db);
      return 0;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      console.error(err.message);
      return 1;
    }
  });
}

export const yearCommand: Command = { usage: USAGE, run: year };
