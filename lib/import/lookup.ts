import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { courses, users } from "@/db/schema";
import { msg, type Msg, type MessageKey } from "@/lib/i18n/message";
import { chunks } from "./upsert";

// Keeps each lookup well under PostgreSQL's 65,535 bind parameters.
const LOOKUP_CHUNK = 5000;

/** Database ids of referenced rows by their natural key. */
class Lookup {
  constructor(
    private readonly ids: ReadonlyMap<string, number>,
    private readonly unknown: MessageKey,
  ) {}

  /** The id for `key`, or 0 after adding the "unknown reference" problem (`unknown`, said with the key). */
  id(key: string, problems: Msg[]): number {
    const id = this.ids.get(key);
    if (id === undefined) problems.push(msg(this.unknown, { key }));
    return id ?? 0;
  }
}

/**
 * Loads the ids of `keys` from `table` in a few queries (one per chunk), not one per row; a key not found is
 * the catalogue's `unknown` (imports.unknown.*).
 */
export async function lookup(
  tx: Db,
  table: PgTable & { id: PgColumn },
  key: PgColumn,
  unknown: MessageKey,
  keys: Iterable<string>,
): Promise<Lookup> {
  const ids = new Map<string, number>();
  for (const chunk of chunks([...new Set(keys)], LOOKUP_CHUNK)) {
    const rows = await tx.select({ key, id: table.id }).from(table).where(inArray(key, chunk));
    for (const row of rows) ids.set(row.key as string, row.id as number);
  }
  return new Lookup(ids, unknown);
}

/** The ids of the courses the rows name by `externalId` (`key`), as most imports reference them. */
export const lookupCourses = <R>(tx: Db, rows: readonly R[], key: (row: R) => string) =>
  lookup(tx, courses, courses.externalId, "imports.unknown.course", rows.map(key));

/** The ids of the users the rows name by `externalId` (`key`). */
export const lookupUsers = <R>(tx: Db, rows: readonly R[], key: (row: R) => string) =>
  lookup(tx, users, users.externalId, "imports.unknown.user", rows.map(key));
