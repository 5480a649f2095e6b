import type { Db } from "@/db";
import { getDb } from "@/lib/database";
import { seedDemo } from "@/lib/demo/seed";
import { scratchPostgres } from "./scratch-database";

/**
 * The demo university, which needs an empty database: the test file's own PGlite, or a scratch database
 * on PostgreSQL (the shared test database is not empty). `close` drops what it made.
 */
export async function openDemoDatabase(prefix: string): Promise<{ db: Db; close: () => Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const db = await getDb();
    await seedDemo(db);
    return { db, close: async () => {} };
  }
  const own = await scratchPostgres(prefix, 4);
  await seedDemo(own.db);
  return { db: own.db, close: own.close };
}
