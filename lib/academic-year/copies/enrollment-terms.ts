import type { Db } from "@/db";
import { enrollmentTerms } from "@/db/schema";
import { nextYear, renamed } from "../shift";
import { msg } from "@/lib/i18n/message";
import { ownedBy, type Copier } from "./types";

type Term = typeof enrollmentTerms.$inferSelect;

/** Enrolment terms (convocatorias de matrícula): inactive, dates a year later, the year's name renamed. */
export const enrollmentTermsCopier: Copier<Term & { newName: string }> = {
  async plan(db, from, toName) {
    const rows = await db.select().from(enrollmentTerms).where(ownedBy(enrollmentTerms.academicYearId, from));
    return { items: rows.map((t) => ({ ...t, newName: renamed(t.name, from.name, toName) })), skipped: [] };
  },
  count: (items) => [{ what: msg("academicYear.report.enrollmentTerms"), count: items.length }],
  async write(db: Db, items, to) {
    if (items.length === 0) return;
    await db.insert(enrollmentTerms).values(
      items.map((t) => ({
        name: t.newName,
        type: t.type,
        active: false,
        startDate: nextYear(t.startDate),
        endDate: nextYear(t.endDate),
        academicYearId: to.id,
      })),
    );
  },
};
