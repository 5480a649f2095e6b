import { eq } from "drizzle-orm";
import { instanceTemplates } from "@/db/schema";
import { nextYear, renamed } from "../shift";
import { msg } from "@/lib/i18n/message";
import type { Copier } from "./types";

type Template = typeof instanceTemplates.$inferSelect;

/** Instance templates: inactive, their window a year later, the year's name renamed. */
export const instanceTemplatesCopier: Copier<Template & { newName: string }> = {
  async plan(db, from, toName) {
    const rows = await db.select().from(instanceTemplates).where(eq(instanceTemplates.termId, from.id));
    return { items: rows.map((t) => ({ ...t, newName: renamed(t.name, from.name, toName) })), skipped: [] };
  },
  count: (items) => [{ what: msg("academicYear.report.instanceTemplates"), count: items.length }],
  async write(db, items, to) {
    if (items.length === 0) return;
    await db.insert(instanceTemplates).values(
      items.map((t) => ({
        typeId: t.typeId,
        name: t.newName,
        start: nextYear(t.start),
        end: nextYear(t.end),
        termId: to.id,
        active: false,
      })),
    );
  },
};
