import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import type { MatchField } from "./config";

const DNI_FROM_SCHAC = /^urn:schac:personalUniqueID:es:(?:DNI|NIE):(.+)$/i;

/** A DNI as the portal keeps it: SIR2's `urn:schac:personalUniqueID:es:DNI:12345678Z` or the bare document number. */
export function dniOf(value: string): string {
  return (DNI_FROM_SCHAC.exec(value.trim())?.[1] ?? value).trim().toUpperCase();
}

const conditionFor = (field: MatchField, value: string) => {
  if (field === "externalId") return eq(users.externalId, value.trim());
  if (field === "email") return sql`lower(${users.email}) = ${value.trim().toLowerCase()}`;
  return sql`upper(${users.dni}) = ${dniOf(value)}`;
};

/**
 * The one portal user whose `field` equals one of the identifiers the provider gave; null when none
 * matches or when they name more than one user (an ambiguous identity signs nobody in).
 */
export async function matchPortalUser(
  db: Db,
  field: MatchField,
  identifiers: readonly string[],
): Promise<number | null> {
  const ids = new Set<number>();
  for (const value of identifiers.filter((v) => v.trim() !== "")) {
    const rows = await db.select({ id: users.id }).from(users).where(conditionFor(field, value)).limit(2);
    rows.forEach((row) => ids.add(row.id));
  }
  return ids.size === 1 ? [...ids][0]! : null;
}
