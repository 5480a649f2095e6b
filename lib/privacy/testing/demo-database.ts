import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { schema, type Db } from "@/db";
import { getDb } from "@/lib/database";
import { migrationsFolder } from "@/db/project-root";
import { seedDemo } from "@/lib/demo/seed";
import { createScratchDatabase } from "@/lib/testing/scratch-database";

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
  const scratch = await createScratchDatabase(prefix);
  const client = postgres(scratch.env.DATABASE_URL!, { max: 4, onnotice: () => {} });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: migrationsFolder() });
  await seedDemo(db);
  return {
    db,
    close: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}
