import { eq, inArray } from "drizzle-orm";
import { tfgAreaDegrees, tfgAreaManagers, tfgAreas } from "@/db/schema";
import { msg } from "@/lib/i18n/message";
import { groupBy, LEFT, whoLeft, type Copier, type Skipped } from "./types";

type Item = { area: typeof tfgAreas.$inferSelect; degreeIds: number[]; managerIds: number[] };

/** Thematic areas, inactive, in the same degrees, with their managers but those who left. */
export const tfgAreasCopier: Copier<Item> = {
  async plan(db, from) {
    const areas = await db.select().from(tfgAreas).where(eq(tfgAreas.academicYearId, from.id));
    const ids = areas.map((a) => a.id);
    const [degreeLinks, managerLinks] = ids.length
      ? await Promise.all([
          db.select().from(tfgAreaDegrees).where(inArray(tfgAreaDegrees.areaId, ids)),
          db.select().from(tfgAreaManagers).where(inArray(tfgAreaManagers.areaId, ids)),
        ])
      : [[], []];
    const left = await whoLeft(
      db,
      managerLinks.map((m) => m.userId),
    );
    const degrees = groupBy(degreeLinks, (l) => l.areaId);
    const managers = groupBy(managerLinks, (l) => l.areaId);
    const skipped: Skipped[] = managerLinks
      .filter((m) => left.has(m.userId))
      .map((m) => ({
        what: msg("academicYear.report.areaManager", {
          user: left.get(m.userId)!,
          area: areas.find((a) => a.id === m.areaId)!.name,
        }),
        why: LEFT,
      }));
    const items = areas.map((area) => ({
      area,
      degreeIds: (degrees.get(area.id) ?? []).map((l) => l.degreeId),
      managerIds: (managers.get(area.id) ?? []).map((l) => l.userId).filter((id) => !left.has(id)),
    }));
    return { items, skipped };
  },
  count: (items) => [
    { what: msg("academicYear.report.tfgAreas"), count: items.length },
    { what: msg("academicYear.report.areaManagers"), count: items.reduce((n, i) => n + i.managerIds.length, 0) },
  ],
  async write(db, items, to) {
    for (const { area, degreeIds, managerIds } of items) {
      const [row] = await db
        .insert(tfgAreas)
        .values({ name: area.name, active: false, academicYearId: to.id })
        .returning({ id: tfgAreas.id });
      if (degreeIds.length)
        await db.insert(tfgAreaDegrees).values(degreeIds.map((degreeId) => ({ areaId: row!.id, degreeId })));
      if (managerIds.length)
        await db.insert(tfgAreaManagers).values(managerIds.map((userId) => ({ areaId: row!.id, userId })));
    }
  },
};
