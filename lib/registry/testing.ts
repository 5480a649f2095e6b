import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { schema, type Db } from "@/db";
import { getDb } from "@/lib/database";
import { migrationsFolder } from "@/db/project-root";
import { academicYears } from "@/db/schema";
import { createScratchDatabase } from "@/lib/testing/scratch-database";
import { uniq } from "@/lib/testing/fixtures";

// Tests only: a registry book no other test file writes in, so that its series numbers can be counted.

/** A PostgreSQL database of the test's own (dropped by `close`), migrated with `folder`'s migrations. */
export async function scratchPostgres(prefix: string, connections: number, folder = migrationsFolder()) {
  const scratch = await createScratchDatabase(prefix);
  const client = postgres(scratch.env.DATABASE_URL!, { max: connections, onnotice: () => {} });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: folder });
  return {
    db,
    migrate: (more: string) => migrate(db as never, { migrationsFolder: more }),
    close: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}

/**
 * The test file's own PGlite, or on PostgreSQL (where test files share one database) a scratch database
 * with a pool of `connections`; with an academic year to write entries in.
 */
export async function openOwnBook(prefix: string, connections = 4) {
  const own = process.env.DATABASE_URL
    ? await scratchPostgres(prefix, connections)
    : { db: await getDb(), close: async () => {} };
  const [year] = await own.db
    .insert(academicYears)
    .values({ externalId: `ay-${uniq()}`, name: `Curso ${uniq()}` })
    .returning();
  return { db: own.db, termId: year!.id, close: own.close };
}
