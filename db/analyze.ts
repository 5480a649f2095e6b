import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./index";

/**
 * Gives the planner statistics of rows just loaded (all tables when none are named). Until autovacuum
 * passes, a bulk-loaded table has none, and a search over 50,000 new users is planned as over an empty
 * table: several times slower.
 */
export async function analyze(db: Db, tables: readonly PgTable[] = []): Promise<void> {
  await db.execute(tables.length === 0 ? sql`analyze` : sql`analyze ${sql.join([...new Set(tables)], sql`, `)}`);
}
