// The import half of the benchmark: a users file, PostgreSQL's own COPY of the same rows as the
// baseline, and the command line timed from the outside, start-up included.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Sql } from "postgres";
import { closeDb, getDb, getEngine } from "@/lib/database";
import { kindSpecs } from "@/lib/import/kinds";
import { dniLetter } from "@/lib/validation/spanish-id";
import { toCsv } from "@/lib/import/to-csv";
import { root } from "../sources.mjs";
import { rate, type Row } from "./report";

export const IMPORT_ROWS = 50_000;
const GIVEN = ["Lucía", "Álvaro", "María José", "Íñigo", "Begoña", "Óscar"];
const COLUMNS =
  "external_id, dni, id_type, given_name, family_name, email, mobile_phone, home_phone, address, city, state, zip_code, role, institutional_role_id";

function userRow(i: number): string[] {
  const dni = 30_000_000 + i;
  return [
    `importado-${i}`,
    `${dni}${dniLetter(dni)}`,
    "DNI",
    GIVEN[i % GIVEN.length]!,
    "García Muñoz",
    `importado${i}@alumnos.universidad.example`,
    `+346${String(i).padStart(8, "0")}`,
    "",
    `Calle Mayor, ${i % 120}`,
    "Alcalá de Henares",
    "Madrid",
    "28801",
    "ROLE_STUDENT",
    "",
  ];
}

/** The cells of `IMPORT_ROWS` new students, all named García Muñoz. */
export const userRows = () => Array.from({ length: IMPORT_ROWS }, (_, i) => userRow(i));

/** The users file of `IMPORT_ROWS` new students, and a one-row file of another. */
export function writeUsersCsv(dir: string): { file: string; oneRow: string } {
  const file = path.join(dir, "usuarios.csv");
  writeFileSync(file, toCsv(kindSpecs.users.columns, userRows()));
  const oneRow = path.join(dir, "un-usuario.csv");
  writeFileSync(oneRow, toCsv(kindSpecs.users.columns, [userRow(IMPORT_ROWS)]));
  return { file, oneRow };
}

class Rollback extends Error {}

/** Seconds the database's own COPY takes to load the file into `users` (rolled back afterwards). */
export async function copyBaseline(file: string): Promise<number> {
  const db = await getDb();
  const client = (db as unknown as { $client: unknown }).$client;
  const copy = `copy users (${COLUMNS}) from stdin with (format csv, header true)`;
  let seconds = 0;
  try {
    if ((await getEngine()) === "postgres") {
      await (client as Sql)
        .begin(async (tx) => {
          const started = performance.now();
          const stream = await tx.unsafe(copy).writable();
          await new Promise<void>((resolve, reject) => {
            stream.on("finish", resolve).on("error", reject);
            stream.end(readFileSync(file));
          });
          seconds = (performance.now() - started) / 1000;
          throw new Rollback();
        })
        .catch((err: unknown) => {
          if (!(err instanceof Rollback)) throw err;
        });
    } else {
      const pg = client as PGlite;
      await pg.exec("begin");
      const started = performance.now();
      await pg.query(copy.replace("stdin", "'/dev/blob'"), [], { blob: new Blob([readFileSync(file)]) });
      seconds = (performance.now() - started) / 1000;
      await pg.exec("rollback");
    }
  } finally {
    await closeDb();
  }
  return seconds;
}

/** Seconds `npm run portal -- <args>` takes from start to exit (the CLI bundle built beforehand). */
export async function portalCommand(env: NodeJS.ProcessEnv, ...args: string[]): Promise<number> {
  const run = (argv: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(root, "scripts", "portal.mjs"), ...argv], {
        cwd: root,
        env,
        stdio: ["ignore", "ignore", "inherit"],
      });
      child
        .on("error", reject)
        .on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`portal ${argv.join(" ")}: código ${code}`))));
    });
  await run(["help"]);
  const started = performance.now();
  await run(args);
  return (performance.now() - started) / 1000;
}

/** The import rows of the report: the bulk file against COPY, and a one-row file end to end. */
export async function measureImport(env: NodeJS.ProcessEnv, workDir: string): Promise<Row[]> {
  console.error(`Importando ${IMPORT_ROWS.toLocaleString("es-ES")} usuarios…`);
  const { file, oneRow } = writeUsersCsv(workDir);
  const copy = await copyBaseline(file);
  const one = await portalCommand(env, "import", "users", oneRow);
  const bulk = await portalCommand(env, "import", "users", file);
  const importRate = IMPORT_ROWS / bulk;
  const copyRate = IMPORT_ROWS / copy;
  return [
    {
      what: `npm run portal -- import users (${IMPORT_ROWS.toLocaleString("es-ES")} filas), de principio a fin`,
      measured: rate(importRate),
      baseline: `COPY ${rate(copyRate)}`,
      ratio: `${(importRate / copyRate).toFixed(2)}×`,
      target: "≥ 0,3×",
      ok: importRate >= 0.3 * copyRate,
    },
    {
      what: "npm run portal -- import users (1 fila)",
      measured: `${one.toFixed(2)} s`,
      baseline: "",
      ratio: "",
      target: "< 1 s",
      ok: one < 1,
    },
  ];
}
