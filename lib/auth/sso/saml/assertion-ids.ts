import { lt } from "drizzle-orm";
import type { Db } from "@/db";
import { samlAssertions } from "@/db/schema";

/**
 * Records an assertion id, true the first time only: a captured response posted again (to this instance
 * or another) is refused. The row is kept until the assertion would have expired anyway.
 */
export async function acceptAssertionOnce(db: Db, assertionId: string, expiresAt: Date): Promise<boolean> {
  await db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, new Date()));
  const inserted = await db
    .insert(samlAssertions)
    .values({ id: assertionId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: samlAssertions.id });
  return inserted.length === 1;
}
