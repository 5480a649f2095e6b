// "A search right after an import" (issue 41): a new database whose users arrive only through
// `npm run portal -- import users`, searched at once. The benchmark runs no ANALYZE of its own and
// autovacuum is off for the table, so the planner has only the statistics the import itself left.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDb } from "@/db/client";
import { users } from "@/db/schema";
import { createSession } from "@/lib/auth/session-store";
import { kindSpecs } from "@/lib/import/kinds";
import { toCsv } from "@/lib/import/to-csv";
import { latencyP95 } from "./floors";
import { IMPORT_ROWS, portalCommand, userRows } from "./import";
import { ms, type Row } from "./report";
import { scratchDatabase, startServer, stopServer } from "./server";

const SECRETARY = "busqueda-secretaria";
// The imported students' surname: every one of the file's rows matches it.
const TERM = "garcia";

const secretaryRow = () => [
  SECRETARY,
  "00000001R",
  "DNI",
  "Secretaria",
  "Prueba",
  "",
  "",
  "",
  "",
  "",
  "",
  "",
  "ROLE_SECR",
  "",
];

export async function measureSearchAfterImport(
  pglite: boolean,
  workDir: string,
  port: number,
  samples: number,
): Promise<Row> {
  console.error(
    `Búsqueda justo después de importar ${IMPORT_ROWS.toLocaleString("es-ES")} usuarios en una base nueva…`,
  );
  const database = scratchDatabase("portal_bench_fresh", pglite);
  await database.create();
  const env = { ...process.env, ...database.env, NEXTAUTH_SECRET: "bench-only-secret", OUTBOX_POLL_SECONDS: "3600" };
  const settings = {
    url: database.env.DATABASE_URL,
    pgliteDir: database.env.PGLITE_DIR ?? "",
    poolSize: 2,
    applicationName: "bench",
  };
  try {
    let connection = await openDb(settings);
    await connection.db.execute(sql`alter table ${users} set (autovacuum_enabled = false)`);
    await connection.close();

    const file = path.join(workDir, "usuarios-nuevos.csv");
    writeFileSync(file, toCsv(kindSpecs.users.columns, [...userRows(), secretaryRow()]));
    await portalCommand(env, "import", "users", file);

    connection = await openDb(settings);
    const [secretary] = await connection.db.select({ id: users.id }).from(users).where(eq(users.externalId, SECRETARY));
    const { sessionId } = await createSession(connection.db, secretary!.id);
    await connection.close();

    const server = await startServer(env, port);
    const search = { name: "fresh", path: `/student-record-api/users/family/${TERM}`, session: sessionId };
    let p95: number;
    try {
      await latencyP95(`http://127.0.0.1:${port}`, search, 20);
      p95 = await latencyP95(`http://127.0.0.1:${port}`, search, samples);
    } finally {
      await stopServer(server);
    }
    return {
      what: `búsqueda 'family/${TERM}' justo después de importar ${IMPORT_ROWS.toLocaleString("es-ES")} usuarios (sin ANALYZE del banco), 1 conexión, p95`,
      measured: ms(p95),
      baseline: "",
      ratio: "",
      target: "< 50 ms",
      ok: p95 < 50,
    };
  } finally {
    await database.drop();
  }
}
