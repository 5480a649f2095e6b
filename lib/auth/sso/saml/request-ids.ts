import type { CacheItem, CacheProvider } from "@node-saml/node-saml";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/db";
import { samlRequests } from "@/db/schema";

/** How long a sign-in at the IdP may take: an AuthnRequest older than this is answered in vain. */
export const REQUEST_TTL_MS = 10 * 60 * 1000;

/**
 * node-saml's store of the AuthnRequest ids it sent (the InResponseTo check), in the database so that
 * the instance receiving the response need not be the one that sent the request. node-saml stores the
 * creation time as the value. The store sees only the requests of one browser (`browserHash`, the hash of
 * its cookie's value; null: a browser without that cookie, which has none): a response to another
 * browser's request is "not valid", and cannot remove that request either.
 */
export function requestIdStore(db: Db, browserHash: string | null): CacheProvider {
  const ofBrowser = (key: string, hash: string) => and(eq(samlRequests.id, key), eq(samlRequests.browserHash, hash));
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      if (!browserHash) throw new Error("Una petición SAML sin la cookie del navegador no se guarda");
      await db.delete(samlRequests).where(lt(samlRequests.createdAt, new Date(Date.now() - REQUEST_TTL_MS)));
      const createdAt = new Date(value);
      const [row] = await db
        .insert(samlRequests)
        .values({ id: key, createdAt, browserHash })
        .onConflictDoNothing()
        .returning();
      return row ? { value, createdAt: createdAt.getTime() } : null;
    },
    async getAsync(key: string): Promise<string | null> {
      if (!browserHash) return null;
      const [row] = await db.select().from(samlRequests).where(ofBrowser(key, browserHash));
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(key: string | null): Promise<string | null> {
      if (!key || !browserHash) return null;
      const [row] = await db.delete(samlRequests).where(ofBrowser(key, browserHash)).returning();
      return row ? row.createdAt.toISOString() : null;
    },
  };
}
