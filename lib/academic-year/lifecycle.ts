import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, enrollmentTerms, examTerms } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import { assertYearWritable } from "./guard";
import { yearByExternalId } from "./open";

export interface YearState {
  externalId: string;
  name: string;
  active: boolean;
  closed: boolean;
}

const stateOf = (row: typeof academicYears.$inferSelect): YearState => ({
  externalId: row.externalId,
  name: row.name,
  active: row.active,
  closed: row.closedAt !== null,
});

/**
 * Makes the year the active one, in one transaction. The table lock makes two activations run one
 * after the other (the last one wins); the partial unique index holds one active year whatever else
 * writes. Terms made without a year belonged to the outgoing active year, and now say so. A closed
 * year is a 409.
 */
export async function activateYear(db: Db, externalId: string): Promise<YearState> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${academicYears} in share row exclusive mode`);
    const year = await yearByExternalId(tx, externalId);
    await assertYearWritable(tx, year.id);
    const [outgoing] = await tx.select().from(academicYears).where(eq(academicYears.active, true));
    if (outgoing && outgoing.id !== year.id) {
      for (const table of [enrollmentTerms, examTerms])
        await tx.update(table).set({ academicYearId: outgoing.id }).where(isNull(table.academicYearId));
      await tx.update(academicYears).set({ active: false }).where(eq(academicYears.id, outgoing.id));
    }
    const [active] = await tx
      .update(academicYears)
      .set({ active: true })
      .where(eq(academicYears.id, year.id))
      .returning();
    return stateOf(active!);
  });
}

/** Closes a past year: read-only from now on (lib/academic-year/guard.ts). The active year cannot be closed. */
export async function closeYear(db: Db, externalId: string): Promise<YearState> {
  return db.transaction(async (tx) => {
    const year = await yearByExternalId(tx, externalId);
    const [closed] = await tx
      .update(academicYears)
      .set({ closedAt: sql`coalesce(${academicYears.closedAt}, now())` })
      .where(and(eq(academicYears.id, year.id), eq(academicYears.active, false)))
      .returning();
    if (!closed) throw new ConflictError(msg("academicYear.errors.cannotCloseActive", { name: year.name }));
    return stateOf(closed);
  });
}

/** Undoes a close: the year takes requests again. */
export async function reopenYear(db: Db, externalId: string): Promise<YearState> {
  return db.transaction(async (tx) => {
    const year = await yearByExternalId(tx, externalId);
    const [open] = await tx
      .update(academicYears)
      .set({ closedAt: null })
      .where(and(eq(academicYears.id, year.id), isNotNull(academicYears.closedAt)))
      .returning();
    return stateOf(open ?? year);
  });
}
