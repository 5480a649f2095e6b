import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { analyze } from "@/db/analyze";
import { settings, users } from "@/db/schema";
import { createSession, sessionUrl } from "@/lib/auth/session-store";
import { importRows } from "@/lib/import/import-rows";
import { IMPORT_KINDS } from "@/lib/import/kinds";
import { DEMO_ACCOUNTS } from "./accounts";
import { loadDemoData, type DemoData } from "./demo-data";
import { moduleSeeders } from "./module-seeders";
import { buildDemoUniversity } from "./university";

/** Set once the demo is loaded: the embedded server then prints demo links on every start. */
export const DEMO_MARKER = "demo_seeded";

/** True when the database has no users, the only state in which demo data may be loaded. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row!.count === 0;
}

/**
 * Loads the demo university through the CSV importers' writers, then every module seeder, all in one
 * transaction: if a module seeder fails nothing is left behind and the seed can be run again. Every
 * table is analyzed before it returns.
 */
export async function seedDemo(db: Db): Promise<DemoData> {
  const university = buildDemoUniversity();
  const demo = await db.transaction(async (tx) => {
    for (const kind of IMPORT_KINDS) await importRows(tx, kind, university[kind]);
    const demo = await loadDemoData(tx, university);
    for (const seeder of moduleSeeders) await seeder(tx, demo);
    await tx.insert(settings).values({ key: DEMO_MARKER, value: new Date().toISOString() }).onConflictDoNothing();
    return demo;
  });
  await analyze(db);
  return demo;
}

/** Creates a session for each demo account and logs "role  externalId  link", one line per account. */
export async function printDemoLinks(db: Db, log: (line: string) => void = console.log): Promise<void> {
  const externalIds = DEMO_ACCOUNTS.map((account) => account.externalId);
  const rows = await db
    .select({ id: users.id, externalId: users.externalId, role: users.role })
    .from(users)
    .where(inArray(users.externalId, externalIds));
  const roleWidth = Math.max(...DEMO_ACCOUNTS.map((account) => account.role.length));
  const idWidth = Math.max(...externalIds.map((id) => id.length));
  for (const externalId of externalIds) {
    const user = rows.find((row) => row.externalId === externalId);
    if (!user) {
      log(`${externalId}: no existe en esta base de datos`);
      continue;
    }
    const { sessionId } = await createSession(db, user.id);
    log(`${user.role.padEnd(roleWidth)}  ${externalId.padEnd(idWidth)}  ${sessionUrl(sessionId)}`);
  }
}
