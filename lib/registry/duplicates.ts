import { asc, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { registryEntries } from "@/db/schema";
import type { RegistryBookType, RegistryNumbering, RegistryType } from "@/db/enums/registry";

// Entries stored before codes were unique may repeat a code: migration 0031 put the first holder of each
// code under the unique index (LEGACY) and left the later ones outside it (numbering null), with their codes
// as issued (a registry book is corrected by annotation, never renumbered). This reports them.

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
  // Numbered entries never share a code (the unique index), so each repeat has an entry outside the index.
  const outsideIndex = db
    .select({ code: registryEntries.code })
    .from(registryEntries)
    .where(isNull(registryEntries.numbering));
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
      sql`${registryEntries.code} in (${outsideIndex}) and exists (select 1 from ${registryEntries} other
        where other.code = ${registryEntries.code} and other.id <> ${registryEntries.id})`,
    )
    .orderBy(asc(registryEntries.code), asc(registryEntries.createdAt), asc(registryEntries.id));
  const byCode = new Map<string, RepeatedEntry[]>();
  for (const { code, ...entry } of rows) byCode.set(code, [...(byCode.get(code) ?? []), entry]);
  return [...byCode].map(([code, entries]) => ({ code, entries }));
}

const LISTED = 5;

/** What the server says at every start while the book holds repeated codes; null when it holds none. */
export async function repeatedCodesWarning(db: Db): Promise<string | null> {
  const repeated = await repeatedCodes(db);
  if (repeated.length === 0) return null;
  const codes = repeated.slice(0, LISTED).map((r) => r.code);
  const more = repeated.length > LISTED ? ` y ${repeated.length - LISTED} más` : "";
  const count = repeated.length === 1 ? "1 código repetido" : `${repeated.length} códigos repetidos`;
  return (
    `el libro de registro tiene ${count} ` +
    `de antes de la numeración única (${codes.join(", ")}${more}); no se ha renumerado ningún asiento. ` +
    "Los lista con sus asientos: npm run portal -- registry duplicates"
  );
}
