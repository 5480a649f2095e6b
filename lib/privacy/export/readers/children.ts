import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";

/** The rows of `table` whose `parent` column is one of `ids` (a request's files, an entry's versions…); no query for none. */
export async function childrenOf<T extends PgTable>(
  db: Db,
  table: T,
  parent: PgColumn,
  ids: number[],
): Promise<T["$inferSelect"][]> {
  if (ids.length === 0) return [];
  return (await db
    .select()
    .from(table as PgTable)
    .where(inArray(parent, ids))) as T["$inferSelect"][];
}
