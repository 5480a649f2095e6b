import { type Db } from "@/db";
import { closeDb, getDb } from "@/lib/database";
import { EmbeddedDatabaseBusyError } from "@/db/pglite-lock";

/**
 * Runs a command against the database (migrated by getDb) and always closes it, so the embedded
 * database's folder is released. Returns the command's exit code. When the embedded database is
 * held by the running server, `whenBusy` may do the work through the server instead (null: it could not).
 */
export async function withDb(
  run: (db: Db) => Promise<number>,
  { whenBusy }: { whenBusy?: () => Promise<number | null> } = {},
): Promise<number> {
  try {
    return await run(await getDb());
  } catch (err) {
    if (!(err instanceof EmbeddedDatabaseBusyError)) throw err;
    const answered = await whenBusy?.();
    if (answered !== null && answered !== undefined) return answered;
    console.error(err.message);
    return 1;
  } finally {
    await closeDb();
  }
}
