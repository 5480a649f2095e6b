import { and, asc, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { registryEntries } from "@/db/schema";
import type { RegistryBookType, RegistryNumbering, RegistryType } from "@/db/enums/registry";

// Entries stored before codes were unique have no `numbering`, and the unique index leaves them out: codes
// they repeat stay as they were issued (a registry book is corrected by annotation, never renumbered).
// The report lists those codes; sealing puts every such entry that can hold its code under the index.

export interface RepeatedEntry {
  id: number;
  bookType: RegistryBookType;
  type: RegistryType;
  created: Date;
  documentType: string | null;
  numbering: RegistryNumbering | null;
}

/** Each code that more than one entry has, with its entries, the first one given it first. */
export async function repeatedCodes(db: Db): Promise<{ code: string; entries: RepeatedEntry[] }[]> {
  const rows = await db
    .select({
      code: registryEntries.code,
      id: registryEntries.id,
      bookType: registryEntries.bookType,
      type: registryEntries.type,
      created: registryEntries.createdAt,
      documentType: registryEntries.documentType,
      numbering: registryEntries.numbering,
    })
    .from(registryEntries)
    .where(
      sql`exists (select 1 from ${registryEntries} other
        where other.code = ${registryEntries.code} and other.id <> ${registryEntries.id})`,
    )
    .orderBy(asc(registryEntries.code), asc(registryEntries.createdAt), asc(registryEntries.id));
  const byCode = new Map<string, RepeatedEntry[]>();
  for (const { code, ...entry } of rows) byCode.set(code, [...(byCode.get(code) ?? []), entry]);
  return [...byCode].map(([code, entries]) => ({ code, entries }));
}

/** How many entries stored before codes were unique are still outside the unique index. */
export async function unsealedCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registryEntries)
    .where(isNull(registryEntries.numbering));
  return Number(row!.n);
}

/**
 * Puts the entries stored before codes were unique under the unique index (numbering LEGACY): each one
 * whose code no other entry has, and of a repeated code the entry that was given it first. The later
 * ones stay outside, with their codes, in the report. Returns how many were sealed.
 */
export async function sealLegacyCodes(db: Db): Promise<number> {
  const heldElsewhere = sql`exists (select 1 from ${registryEntries} other
    where other.code = ${registryEntries.code} and other.id <> ${registryEntries.id}
      and (other.numbering is not null or (other.created_at, other.id) < (${registryEntries.createdAt}, ${registryEntries.id})))`;
  const sealed = await db
    .update(registryEntries)
    .set({ numbering: "LEGACY" })
    .where(and(isNull(registryEntries.numbering), sql`not ${heldElsewhere}`))
    .returning({ id: registryEntries.id });
  return sealed.length;
}
