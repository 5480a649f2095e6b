import { closeDb, getDb, type Db } from "@/db";
import { EmbeddedDatabaseBusyError } from "@/db/pglite-lock";

/**
 * Runs a command against the database (migrated by getDb) and always closes it, so the embedded
 * database's folder is released. Returns the command's exit code.
 */
export async function withDb(run: (db: Db) => Promise<number>): Promise<number> {
  try {
    return await run(await getDb());
  } catch (err) {
    if (!(err instanceof EmbeddedDatabaseBusyError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await closeDb();
  }
}
