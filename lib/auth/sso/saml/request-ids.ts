import type { CacheItem, CacheProvider } from "@node-saml/node-saml";
import { eq, lt } from "drizzle-orm";
import type { Db } from "@/db";
import { samlRequests } from "@/db/schema";

/** How long a sign-in at the IdP may take: an AuthnRequest older than this is answered in vain. */
export const REQUEST_TTL_MS = 10 * 60 * 1000;

/**
 * node-saml's store of the AuthnRequest ids it sent (the InResponseTo check), in the database so that
 * the instance receiving the response need not be the one that sent the request. node-saml stores the
 * creation time as the value.
 */
export function requestIdStore(db: Db): CacheProvider {
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      await db.delete(samlRequests).where(lt(samlRequests.createdAt, new Date(Date.now() - REQUEST_TTL_MS)));
      const createdAt = new Date(value);
      const [row] = await db.insert(samlRequests).values({ id: key, createdAt }).onConflictDoNothing().returning();
      return row ? { value, createdAt: createdAt.getTime() } : null;
    },
    async getAsync(key: string): Promise<string | null> {
      const [row] = await db.select().from(samlRequests).where(eq(samlRequests.id, key));
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(key: string | null): Promise<string | null> {
      if (!key) return null;
      const [row] = await db.delete(samlRequests).where(eq(samlRequests.id, key)).returning();
      return row ? row.createdAt.toISOString() : null;
    },
  };
}
