import { eq, inArray } from "drizzle-orm";
import { tfgTermDegrees, tfgTerms } from "@/db/schema";
import { nextYear, renamed } from "../shift";
import { msg } from "@/lib/i18n/message";
import { groupBy, type Copier } from "./types";

type Item = { term: typeof tfgTerms.$inferSelect; newName: string; degreeIds: number[] };

/** TFG calls (convocatorias de TFG), area and defense ones, a year later, in the same degrees. */
export const tfgTermsCopier: Copier<Item> = {
  async plan(db, from, toName) {
    const terms = await db.select().from(tfgTerms).where(eq(tfgTerms.academicYearId, from.id));
    const links = terms.length
      ? await db
          .select()
          .from(tfgTermDegrees)
          .where(
            inArray(
              tfgTermDegrees.termId,
              terms.map((t) => t.id),
            ),
          )
      : [];
    const degrees = groupBy(links, (l) => l.termId);
    const items = terms.map((term) => ({
      term,
      newName: renamed(term.name, from.name, toName),
      degreeIds: (degrees.get(term.id) ?? []).map((l) => l.degreeId),
    }));
    return { items, skipped: [] };
  },
  count: (items) => [{ what: msg("academicYear.report.tfgTerms"), count: items.length }],
  async write(db, items, to) {
    for (const { term, newName, degreeIds } of items) {
      const [row] = await db
        .insert(tfgTerms)
        .values({
          name: newName,
          type: term.type,
          academicYearId: to.id,
          start: nextYear(term.start),
          end: nextYear(term.end),
        })
        .returning({ id: tfgTerms.id });
      if (degreeIds.length)
        await db.insert(tfgTermDegrees).values(degreeIds.map((degreeId) => ({ termId: row!.id, degreeId })));
    }
  },
};
