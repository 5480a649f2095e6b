import { getDb } from "@/lib/database";
import { academicYears } from "@/db/schema";
import { uniq } from "./fixtures";
import { scratchPostgres } from "./scratch-database";

// A registry book no other test file writes in, so that its series numbers can be counted.

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
