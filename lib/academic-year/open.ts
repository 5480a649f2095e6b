import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import { enrollmentCapacitiesCopier } from "./copies/enrollment-capacities";
import { enrollmentTermsCopier } from "./copies/enrollment-terms";
import { examTermsCopier } from "./copies/exam-terms";
import { instanceTemplatesCopier } from "./copies/instance-templates";
import { tfgAllocationsCopier } from "./copies/tfg-allocations";
import { tfgAreasCopier } from "./copies/tfg-areas";
import { tfgTermsCopier } from "./copies/tfg-terms";
import type { Copier, YearRow } from "./copies/types";
import { nextYearName } from "./shift";

// Every kind of row a new year copies from the previous one, in the order they are written.
const COPIERS: Copier<unknown>[] = [
  enrollmentTermsCopier,
  enrollmentCapacitiesCopier,
  instanceTemplatesCopier,
  examTermsCopier,
  tfgTermsCopier,
  tfgAreasCopier,
  tfgAllocationsCopier,
] as Copier<unknown>[];

export interface OpenInput {
  externalId: string;
  from: string;
  /** The new year's name; by default the previous one's with each year one more ('2026-2027'). */
  name?: string;
}

/** What an open copies (or, in a dry run, would copy) and what it leaves out, and why, in the requester's language. */
export interface OpenReport {
  year: { externalId: string; name: string };
  from: { externalId: string; name: string };
  copied: Array<{ what: string; count: number }>;
  skipped: Array<{ what: string; why: string }>;
}

/** A year by its externalId (404 naming it when there is none). */
export async function yearByExternalId(db: Db, externalId: string): Promise<YearRow> {
  const [row] = await db.select().from(academicYears).where(eq(academicYears.externalId, externalId));
  if (!row) throw new NotFoundError(msg("academicYear.errors.notFound", { externalId }));
  return row;
}

async function planOpen(db: Db, input: OpenInput, locale: Locale) {
  const from = await yearByExternalId(db, input.from);
  const [exists] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(eq(academicYears.externalId, input.externalId));
  if (exists) throw new ConflictError(msg("academicYear.errors.exists", { externalId: input.externalId }));
  const name = input.name ?? nextYearName(from.name);
  const plans = [];
  for (const copier of COPIERS) plans.push({ copier, plan: await copier.plan(db, from, name) });
  const report: OpenReport = {
    year: { externalId: input.externalId, name },
    from: { externalId: from.externalId, name: from.name },
    copied: plans.flatMap(({ copier, plan }) =>
      copier.count(plan.items).map(({ what, count }) => ({ what: translate(locale, what), count })),
    ),
    skipped: plans.flatMap(({ plan }) =>
      plan.skipped.map(({ what, why }) => ({ what: translate(locale, what), why: translate(locale, why) })),
    ),
  };
  return { report, plans };
}

/** The dry run of `openYear`: the same report, read in one transaction that writes nothing. */
export async function planYear(db: Db, input: OpenInput, locale: Locale = "es"): Promise<OpenReport> {
  return db.transaction(async (tx) => (await planOpen(tx, input, locale)).report, { accessMode: "read only" });
}

/**
 * Opens the next academic year, inactive, copying the previous year's terms, enrolment capacities,
 * templates, calls, areas and limits, each inactive and a year later (lib/academic-year/copies), in one transaction.
 * The report is said in `locale` (Spanish by default: the command line, lib/cli, stays Spanish).
 */
export async function openYear(db: Db, input: OpenInput, locale: Locale = "es"): Promise<OpenReport> {
  return db.transaction(async (tx) => {
    const { report, plans } = await planOpen(tx, input, locale);
    const [year] = await tx
      .insert(academicYears)
      .values({ externalId: input.externalId, name: report.year.name, active: false })
      .returning();
    for (const { copier, plan } of plans) await copier.write(tx, plan.items, year!);
    return report;
  });
}
