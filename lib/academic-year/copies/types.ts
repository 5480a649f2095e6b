import { eq, inArray, isNull, or, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, users } from "@/db/schema";
import { msg, type Msg } from "@/lib/i18n/message";
import { DIRECTOR_ROLES } from "@/lib/tfg/lookups";

export type YearRow = typeof academicYears.$inferSelect;

/** What a copy leaves out, and why, as catalogue texts: shown by the dry run and by the open. */
export interface Skipped {
  what: Msg;
  why: Msg;
}

/** One line of a copy's report: what kind of row and how many are (or would be) copied. */
export interface Counted {
  what: Msg;
  count: number;
}

/** The copy of one kind of row: read once from the previous year (the plan), then written as planned. */
export interface Copier<Item> {
  plan(db: Db, from: YearRow, toName: string): Promise<{ items: Item[]; skipped: Skipped[] }>;
  count(items: Item[]): Counted[];
  write(db: Db, items: Item[], to: YearRow): Promise<void>;
}

/**
 * The rows of year `from` by their year column: enrolment and exam terms made before the first turnover
 * have none and belong to the active year (lib/academic-year/activate.ts gives them one).
 */
export const ownedBy = (column: AnyColumn, from: YearRow): SQL =>
  from.active ? or(eq(column, from.id), isNull(column))! : eq(column, from.id);

/** Why a copy leaves a person out. */
export const LEFT = msg("academicYear.report.left");

/** Of `ids`, the users no longer instructors or coordinators (they left), by id, with their external id. */
export async function whoLeft(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, externalId: users.externalId, role: users.role })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.filter((u) => !DIRECTOR_ROLES.includes(u.role)).map((u) => [u.id, u.externalId]));
}

/** Rows of a link table grouped by their owner's id. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}
