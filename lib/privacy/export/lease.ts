import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { rateLimits } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import type { Msg } from "@/lib/i18n/message";
import { logError } from "@/lib/ops/log";

/** Seconds an export's lease lasts unless renewed: how long a person waits after a server died mid-export. */
export const EXPORT_LEASE_SECONDS = 120;
const RENEW_EVERY_MS = 30_000;

/** The one export of a person running now, held until `release()`. */
export interface ExportLease {
  release(): Promise<void>;
}

/**
 * Takes the person's export lease, or throws a 409 with `busy` when another export of theirs holds it.
 *
 * The lease is a row of the shared counters table (`rate_limits`, key `privacy-export-running:<id>`), so
 * its primary key lets one insert win on every instance and engine: `window_start` is when it was last
 * renewed (database clock), `hits` a random token naming the holder. A lease left by a process that died
 * is taken over once it has not been renewed for EXPORT_LEASE_SECONDS; while the download streams it is
 * renewed on a timer, since a slow client may read nothing for minutes.
 */
export async function takeExportLease(db: Db, personId: number, busy: Msg): Promise<ExportLease> {
  const key = `privacy-export-running:${personId}`;
  const token = randomInt(1, 2 ** 31 - 1);
  const [taken] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: token })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStart: sql`now()`, hits: token },
      setWhere: sql`${rateLimits.windowStart} < now() - make_interval(secs => ${EXPORT_LEASE_SECONDS})`,
    })
    .returning({ hits: rateLimits.hits });
  if (!taken) throw new ConflictError(busy);

  const ours = and(eq(rateLimits.key, key), eq(rateLimits.hits, token));
  const renew = setInterval(() => {
    db.update(rateLimits)
      .set({ windowStart: sql`now()` })
      .where(ours)
      .catch((err: unknown) => logError(err, "No se pudo renovar la exportación de datos en curso"));
  }, RENEW_EVERY_MS);
  renew.unref();
  let released: Promise<void> | undefined;
  return {
    release: () =>
      (released ??= (async () => {
        clearInterval(renew);
        await db.delete(rateLimits).where(ours);
      })()),
  };
}
