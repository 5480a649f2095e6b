import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import type { SearchParams } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";

export type { SearchParams } from "@/lib/list/page-query";

/** What every tab of /tfg is rendered with. */
export type TabProps = { db: Db; user: SessionUser; searchParams: SearchParams };

type Reads = Record<string, () => Promise<unknown>>;

/**
 * A tab's server reads, all or nothing: their results by name, or null when any failed (logged), so
 * that the tab shows its error state instead of an empty list.
 */
export async function readTab<R extends Reads>(
  what: string,
  reads: R,
): Promise<{ [K in keyof R]: Awaited<ReturnType<R[K]>> } | null> {
  return loadOrNull(what, async () => {
    const entries = await Promise.all(Object.entries(reads).map(async ([k, read]) => [k, await read()] as const));
    return Object.fromEntries(entries) as { [K in keyof R]: Awaited<ReturnType<R[K]>> };
  });
}
