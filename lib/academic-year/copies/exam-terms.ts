import { inArray, sql } from "drizzle-orm";
import { exams, examTerms } from "@/db/schema";
import { nextYear, renamed } from "../shift";
import { msg } from "@/lib/i18n/message";
import { groupBy, ownedBy, type Copier, type Skipped } from "./types";

type Exam = typeof exams.$inferSelect;
type Item = { term: typeof examTerms.$inferSelect; newName: string; exams: Exam[] };

/**
 * Exam terms (convocatorias de examen), disabled, each with its exams a year later at the same venue,
 * not yet uploaded. Term names are unique across years, so the new one names the new year. An
 * extraordinary exam was made for one student and is not copied.
 */
export const examTermsCopier: Copier<Item> = {
  async plan(db, from, toName) {
    const terms = await db.select().from(examTerms).where(ownedBy(examTerms.academicYearId, from));
    const items = terms.map((term) => ({ term, newName: renamed(term.name, from.name, toName, { unique: true }) }));
    const taken = items.length
      ? await db
          .select({ name: sql<string>`lower(${examTerms.name})` })
          .from(examTerms)
          .where(
            inArray(
              sql`lower(${examTerms.name})`,
              items.map((i) => i.newName.toLowerCase()),
            ),
          )
      : [];
    const clash = new Set(taken.map((t) => t.name));
    const skipped: Skipped[] = items
      .filter((i) => clash.has(i.newName.toLowerCase()))
      .map((i) => ({
        what: msg("academicYear.report.examTerm", { name: i.term.name }),
        why: msg("academicYear.report.examTermExists", { name: i.newName }),
      }));
    const kept = items.filter((i) => !clash.has(i.newName.toLowerCase()));
    const termIds = kept.map((i) => i.term.id);
    const rows = termIds.length ? await db.select().from(exams).where(inArray(exams.termId, termIds)) : [];
    const extraordinary = groupBy(
      rows.filter((e) => e.extraordinaryOf !== null),
      (e) => e.termId,
    );
    for (const i of kept) {
      const n = extraordinary.get(i.term.id)?.length ?? 0;
      if (n > 0)
        skipped.push({
          what: msg("academicYear.report.extraordinary", { count: n, term: i.term.name }),
          why: msg("academicYear.report.extraordinaryWhy"),
        });
    }
    const ordinary = groupBy(
      rows.filter((e) => e.extraordinaryOf === null),
      (e) => e.termId,
    );
    return { items: kept.map((i) => ({ ...i, exams: ordinary.get(i.term.id) ?? [] })), skipped };
  },
  count: (items) => [
    { what: msg("academicYear.report.examTerms"), count: items.length },
    { what: msg("academicYear.report.exams"), count: items.reduce((n, i) => n + i.exams.length, 0) },
  ],
  async write(db, items, to) {
    for (const item of items) {
      const [term] = await db
        .insert(examTerms)
        .values({ name: item.newName, enabled: false, academicYearId: to.id })
        .returning({ id: examTerms.id });
      if (item.exams.length === 0) continue;
      await db.insert(exams).values(
        item.exams.map((e) => ({
          courseId: e.courseId,
          termId: term!.id,
          option: e.option,
          startsAt: nextYear(e.startsAt),
          durationMinutes: e.durationMinutes,
          inscriptionStartsAt: nextYear(e.inscriptionStartsAt),
          inscriptionEndsAt: nextYear(e.inscriptionEndsAt),
          visible: e.visible,
          online: e.online,
          defaultHeadquarter: e.defaultHeadquarter,
        })),
      );
    }
  },
};
