import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import type { UploadedFile } from "@/lib/files/upload";
import { tfgAreaDegrees, tfgAreaManagers, tfgAreas, tfgRequests } from "@/db/schema";
import { ConflictError, ForbiddenError, NotFoundError, sqlState } from "@/lib/api/errors";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import type { z } from "@/lib/validation/z";
import { listCell, parseRow, uploadCsv } from "../csv-upload";
import { degreeIdsOf, DIRECTOR_ROLES, userIdsOf, yearExists } from "../lookups";
import type { Viewer } from "../scope";
import { areasByIds } from "./queries";
import { areaRights, LINKS_REFUSED, mayLinkDegrees } from "./rights";
import { AREA_CSV_HEADER, areaBody, type AreaRow } from "./schemas";

const NOT_FOUND = msg("tfg.errors.areaNotFound");

/** An area's year, degrees and managers as stored (404 when there is no such area). */
async function storedArea(db: Db, id: number) {
  const [area] = await db.select().from(tfgAreas).where(eq(tfgAreas.id, id));
  if (!area) throw new NotFoundError(NOT_FOUND);
  const [degreeRows, managerRows] = await Promise.all([
    db.select({ id: tfgAreaDegrees.degreeId }).from(tfgAreaDegrees).where(eq(tfgAreaDegrees.areaId, id)),
    db.select({ id: tfgAreaManagers.userId }).from(tfgAreaManagers).where(eq(tfgAreaManagers.areaId, id)),
  ]);
  return { ...area, degreeIds: degreeRows.map((r) => r.id), managerIds: managerRows.map((r) => r.id) };
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The body's degrees and managers as ids (400 naming an unknown one). */
async function linksOf(db: Db, body: z.infer<typeof areaBody>) {
  const degreeIds = await degreeIdsOf(db, body.assignedDegreeIds, "assignedDegreeIds");
  const managerIds = await userIdsOf(db, body.assignedManagerIds, DIRECTOR_ROLES, "profesor", "assignedManagerIds");
  return { degreeIds: [...new Set(degreeIds.values())], managerIds: [...new Set(managerIds.values())] };
}

const DUPLICATE_AREA = msg("tfg.errors.duplicateArea");

async function writeLinks(db: Db, areaId: number, links: { degreeIds: number[]; managerIds: number[] }) {
  await db.delete(tfgAreaDegrees).where(eq(tfgAreaDegrees.areaId, areaId));
  await db.delete(tfgAreaManagers).where(eq(tfgAreaManagers.areaId, areaId));
  await db.insert(tfgAreaDegrees).values(links.degreeIds.map((degreeId) => ({ areaId, degreeId })));
  await db.insert(tfgAreaManagers).values(links.managerIds.map((userId) => ({ areaId, userId })));
}

async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === "23505") throw new ConflictError(DUPLICATE_AREA);
    throw err;
  }
}

/** A new area: by whoever may name its degrees (lib/tfg/areas/rights.ts); 403 otherwise, nothing written. */
export async function createArea(db: Db, viewer: Viewer, body: z.infer<typeof areaBody>): Promise<AreaRow> {
  await assertYearWritable(db, body.academicYearId);
  await yearExists(db, body.academicYearId);
  const links = await linksOf(db, body);
  if (!(await mayLinkDegrees(db, viewer, links.degreeIds))) throw new ForbiddenError(LINKS_REFUSED);
  const [row] = await guardName(() =>
    db
      .insert(tfgAreas)
      .values({ name: body.name, academicYearId: body.academicYearId, active: body.active ?? true })
      .returning(),
  );
  await writeLinks(db, row!.id, links);
  return (await areasByIds(db, [row!.id]))[0]!;
}

/**
 * `PUT /tfg-api/areas/{id}`: name and the active toggle by whoever may edit the area; its year,
 * degrees and managers only by whoever may change its links, before and after (403 otherwise).
 */
export async function updateArea(db: Db, viewer: Viewer, id: number, body: z.infer<typeof areaBody>): Promise<AreaRow> {
  for (const year of [yearOf.tfgArea(id), body.academicYearId]) await assertYearWritable(db, year);
  await yearExists(db, body.academicYearId);
  const [area, links] = [await storedArea(db, id), await linksOf(db, body)];
  const rights = (await areaRights(db, viewer, [id])).get(id)!;
  const relinked =
    area.academicYearId !== body.academicYearId ||
    !sameSet(area.degreeIds, links.degreeIds) ||
    !sameSet(area.managerIds, links.managerIds);
  if (relinked && !(rights.links && (await mayLinkDegrees(db, viewer, links.degreeIds))))
    throw new ForbiddenError(LINKS_REFUSED);
  if (!rights.edit) throw new NotFoundError(NOT_FOUND);
  const [row] = await guardName(() =>
    db
      .update(tfgAreas)
      .set({
        name: body.name,
        academicYearId: body.academicYearId,
        ...(body.active === undefined ? {} : { active: body.active }),
      })
      .where(eq(tfgAreas.id, id))
      .returning(),
  );
  if (!row) throw new NotFoundError(NOT_FOUND);
  if (relinked) await writeLinks(db, id, links);
  return (await areasByIds(db, [id]))[0]!;
}

/** Deleting drops an area's degrees and managers with it: whoever may change them (403 for its managers). */
export async function deleteArea(db: Db, viewer: Viewer, id: number) {
  await assertYearWritable(db, yearOf.tfgArea(id));
  await storedArea(db, id);
  const rights = (await areaRights(db, viewer, [id])).get(id)!;
  if (!rights.links) throw rights.edit ? new ForbiddenError(LINKS_REFUSED) : new NotFoundError(NOT_FOUND);
  const [used] = await db.select({ id: tfgRequests.id }).from(tfgRequests).where(eq(tfgRequests.areaId, id)).limit(1);
  if (used) throw new ConflictError(msg("tfg.errors.areaHasRequests"));
  const [deleted] = await db.delete(tfgAreas).where(eq(tfgAreas.id, id)).returning({ id: tfgAreas.id });
  if (!deleted) throw new NotFoundError(NOT_FOUND);
  return deleted;
}

/** Upserts an area by year and name (the CSV upload). */
async function upsertArea(db: Db, viewer: Viewer, body: z.infer<typeof areaBody>): Promise<AreaRow> {
  const [existing] = await db
    .select({ id: tfgAreas.id })
    .from(tfgAreas)
    .where(and(eq(tfgAreas.academicYearId, body.academicYearId), sql`lower(${tfgAreas.name}) = lower(${body.name})`));
  return existing ? updateArea(db, viewer, existing.id, body) : createArea(db, viewer, body);
}

/**
 * `POST /tfg-api/areas/csv`: `academicYearId,name,assignedDegrees,assignedManagers`, lists with `;`.
 * Each row is created or updated under the same rules as the form, and a refused row is reported.
 */
export const uploadAreas = (db: Db, viewer: Viewer, file: UploadedFile, locale?: Locale) =>
  uploadCsv(
    db,
    file,
    AREA_CSV_HEADER,
    async (tx, c) => {
      const body = parseRow(
        areaBody,
        {
          academicYearId: c.academicYearId,
          name: c.name,
          assignedDegreeIds: listCell(c.assignedDegrees!),
          assignedManagerIds: listCell(c.assignedManagers!),
        },
        locale,
      );
      return (await upsertArea(tx, viewer, body)).name;
    },
    locale,
  );
