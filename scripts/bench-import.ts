// Times importing a 50,000-row users CSV: `npx tsx scripts/bench-import.ts` runs on an in-memory
// PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is set (its rows are deleted afterwards).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { closeDb, getDb } from "@/db";
import { institutionalRoles, users } from "@/db/schema";
import { importCsv } from "@/lib/import/import-file";
import { kindSpecs } from "@/lib/import/kinds";
import { dniLetter } from "@/lib/validation/spanish-id";
import { toCsv } from "@/lib/import/to-csv";

const ROWS = 50_000;
const run = `bench-${Date.now().toString(36)}`;
const GIVEN_NAMES = ["Lucía", "Álvaro", "María José", "Íñigo", "Begoña", "Óscar"];

function writeUsersCsv(dir: string): string {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const dni = 10_000_000 + i;
    return [
      `${run}-${i}`,
      `${dni}${dniLetter(dni)}`,
      "DNI",
      GIVEN_NAMES[i % GIVEN_NAMES.length],
      "García Muñoz",
      `alumno${i}@alumnos.universidad.example`,
      `+346${String(i).padStart(8, "0")}`,
      "",
      `Calle Mayor, ${i % 120}`,
      "Alcalá de Henares",
      "Madrid",
      "28801",
      "ROLE_STUDENT",
      run,
    ];
  });
  const file = path.join(dir, "users.csv");
  writeFileSync(file, toCsv(kindSpecs.users.columns, rows));
  return file;
}

async function timedImport(label: string, text: string): Promise<void> {
  const started = performance.now();
  const result = await importCsv(await getDb(), "users", text);
  const seconds = (performance.now() - started) / 1000;
  if (!result.ok) throw new Error(result.errors.slice(0, 5).join("\n"));
  console.log(
    `  ${label}: ${result.rows} filas en ${seconds.toFixed(2)} s (${Math.round(result.rows / seconds)} filas/s)`,
  );
}

async function bench(engine: string, file: string): Promise<void> {
  console.log(engine);
  const db = await getDb();
  const role = toCsv(kindSpecs["institutional-roles"].columns, [[run, "Alumnado (prueba de rendimiento)"]]);
  if (!(await importCsv(db, "institutional-roles", role)).ok)
    throw new Error("No se ha podido crear el rol institucional");
  const text = readFileSync(file, "utf8");
  await timedImport("primera importación (inserta)", text);
  await timedImport("segunda importación (sin cambios)", text);
}

async function cleanUp(): Promise<void> {
  const db = await getDb();
  await db.delete(users).where(like(users.externalId, `${run}-%`));
  await db.delete(institutionalRoles).where(eq(institutionalRoles.roleId, run));
}

const dir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
try {
  const file = writeUsersCsv(dir);
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
  await bench("PGlite (memoria)", file).finally(closeDb);

  if (process.env.BENCH_DATABASE_URL) {
    process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
    await bench("PostgreSQL", file).finally(cleanUp).finally(closeDb);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
