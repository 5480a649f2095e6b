import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { registryCounters, registryEntries } from "@/db/schema";
import { zonedToday } from "@/lib/dates";
import { databaseNow } from "@/lib/scheduler/run";
import { REGISTRY_TYPES, type RegistryType } from "@/db/enums/registry";

const PREFIX: Record<RegistryType, string> = { ENTRY: "E", EXIT: "S" };

/** `E-2026-000123`: the type's letter (E entrada, S salida), the calendar year and a six-digit number. */
export const seriesCode = (type: RegistryType, year: number, number: number) =>
  `${PREFIX[type]}-${year}-${String(number).padStart(6, "0")}`;

/** The series a code belongs to, if it is written as the book writes its numbers. */
export function seriesOf(code: string): { type: RegistryType; year: number; number: number } | null {
  const match = /^([ES])-(\d{4})-(\d{6})$/.exec(code);
  if (!match) return null;
  const type = REGISTRY_TYPES.find((t) => PREFIX[t] === match[1])!;
  return { type, year: Number(match[2]), number: Number(match[3]) };
}

/** The calendar year of the entry being written, on the database's clock (the `created` it will get). */
export async function seriesYear(db: Db): Promise<number> {
  return Number(zonedToday(await databaseNow(db)).slice(0, 4));
}

/**
 * Where a series' first counter row starts: after the highest number that entries stored before the
 * counters existed already have. Codes copied from paper do not move it (the series skips them when it
 * gets there), so that copying a high number leaves no gap.
 */
const highestStored = (type: RegistryType, year: number) =>
  sql<number>`(select coalesce(max(substring(${registryEntries.code} from 8)::int), 0) from ${registryEntries}
    where ${registryEntries.code} ~ ${`^${PREFIX[type]}-${year}-[0-9]{6}$`}
      and ${registryEntries.numbering} is distinct from 'PAPER')`;

const series = (type: RegistryType, year: number) =>
  and(eq(registryCounters.year, year), eq(registryCounters.type, type));

/**
 * Takes the series' next number. The counter row stays locked until the entry's transaction ends, so
 * concurrent entries queue on it and get consecutive numbers; a rolled-back entry gives its number back.
 */
export async function takeNumber(db: Db, type: RegistryType, year: number): Promise<number> {
  const [bumped] = await db
    .update(registryCounters)
    .set({ last: sql`${registryCounters.last} + 1` })
    .where(series(type, year))
    .returning({ last: registryCounters.last });
  if (bumped) return bumped.last;
  const [created] = await db
    .insert(registryCounters)
    .values({ year, type, last: sql`${highestStored(type, year)} + 1` })
    .onConflictDoUpdate({
      target: [registryCounters.year, registryCounters.type],
      set: { last: sql`${registryCounters.last} + 1` },
    })
    .returning({ last: registryCounters.last });
  return created!.last;
}

/** Whether an entry (but `except`) already has the code. */
export async function codeInBook(db: Db, code: string, except?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: registryEntries.id })
    .from(registryEntries)
    .where(and(eq(registryEntries.code, code), except === undefined ? undefined : ne(registryEntries.id, except)))
    .limit(1);
  return row !== undefined;
}

/**
 * The code the next entry of each type would get now (the form's proposal; nothing is taken): the number
 * after the series' last, past any that a code copied from paper already holds, as `createSeriesEntry` does.
 */
export async function proposedCodes(db: Db): Promise<Record<RegistryType, string>> {
  const year = await seriesYear(db);
  const proposals = await Promise.all(
    REGISTRY_TYPES.map(async (type) => {
      const counter = db.select({ last: registryCounters.last }).from(registryCounters).where(series(type, year));
      const [row] = await db
        .select({ last: sql<number>`coalesce((${counter}), ${highestStored(type, year)})::int` })
        .from(sql`(select 1) as one`);
      let number = Number(row!.last) + 1;
      while (await codeInBook(db, seriesCode(type, year, number))) number += 1;
      return [type, seriesCode(type, year, number)] as const;
    }),
  );
  return Object.fromEntries(proposals) as Record<RegistryType, string>;
}
