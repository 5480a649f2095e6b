import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { degrees, tfgAreaDegrees, tfgAreaManagers, tfgAreas, tfgRequests, users } from "@/db/schema";
import { ConflictError, NotFoundError, sqlState } from "@/lib/api/errors";
import type { z } from "@/lib/validation/z";
import type { areaBody, AreaRow, NamedRef } from "./schemas";
import {
  activeYearId,
  degreeIdsOf,
  DIRECTOR_ROLES,
  fullName,
  managesAreas,
  userIdsOf,
  yearExists,
  type Viewer,
} from "./scope";

/** Areas with their degrees and managers, in name order. */
export async function areasByIds(db: Db, ids: number[]): Promise<AreaRow[]> {
  if (ids.length === 0) return [];
  const [areas, areaDegrees, managers] = await Promise.all([
    db.select().from(tfgAreas).where(inArray(tfgAreas.id, ids)).orderBy(asc(tfgAreas.name), asc(tfgAreas.id)),
    db
      .select({ areaId: tfgAreaDegrees.areaId, externalId: degrees.externalId, name: degrees.name })
      .from(tfgAreaDegrees)
      .innerJoin(degrees, eq(degrees.id, tfgAreaDegrees.degreeId))
      .where(inArray(tfgAreaDegrees.areaId, ids))
      .orderBy(asc(degrees.name)),
    db
      .select({ areaId: tfgAreaManagers.areaId, externalId: users.externalId, name: fullName(users) })
      .from(tfgAreaManagers)
      .innerJoin(users, eq(users.id, tfgAreaManagers.userId))
      .where(inArray(tfgAreaManagers.areaId, ids))
      .orderBy(asc(users.familyName)),
  ]);
  const of = (rows: Array<NamedRef & { areaId: number }>, id: number) =>
    rows.filter((r) => r.areaId === id).map(({ areaId: _, ...ref }) => ref);
  return areas.map((a) => ({
    id: a.id,
    name: a.name,
    active: a.active,
    academicYearId: a.academicYearId,
    assignedDegrees: of(areaDegrees, a.id),
    assignedManagers: of(managers, a.id),
  }));
}

/** `GET /tfg-api/areas`: the year's areas (the active year by default); `all` includes hidden ones. */
export async function listAreas(db: Db, q: { academicYearId?: number; all: boolean }): Promise<AreaRow[]> {
  const yearId = q.academicYearId ?? (await activeYearId(db));
  const ids = await db
    .select({ id: tfgAreas.id })
    .from(tfgAreas)
    .where(and(eq(tfgAreas.academicYearId, yearId), q.all ? undefined : eq(tfgAreas.active, true)));
  return areasByIds(
    db,
    ids.map((r) => r.id),
  );
}

/** Instructors edit areas only with area access; they change or delete only the areas they manage. */
async function assertCanManage(db: Db, viewer: Viewer, areaId?: number) {
  if (viewer.role !== "ROLE_INSTRUCTOR") return;
  if (!(await managesAreas(db, viewer.id))) throw new NotFoundError("No gestionas ningún área temática");
  if (areaId === undefined) return;
  const [own] = await db
    .select({ id: tfgAreaManagers.areaId })
    .from(tfgAreaManagers)
    .where(and(eq(tfgAreaManagers.areaId, areaId), eq(tfgAreaManagers.userId, viewer.id)));
  if (!own) throw new NotFoundError("No se ha encontrado el área temática");
}

const DUPLICATE_AREA = "Ya existe un área temática con ese nombre en este curso académico";

async function writeLinks(db: Db, areaId: number, body: z.infer<typeof areaBody>) {
  const degreeIds = await degreeIdsOf(db, body.assignedDegreeIds, "assignedDegreeIds");
  const managerIds = await userIdsOf(db, body.assignedManagerIds, DIRECTOR_ROLES, "profesor", "assignedManagerIds");
  await db.delete(tfgAreaDegrees).where(eq(tfgAreaDegrees.areaId, areaId));
  await db.delete(tfgAreaManagers).where(eq(tfgAreaManagers.areaId, areaId));
  await db.insert(tfgAreaDegrees).values([...degreeIds.values()].map((degreeId) => ({ areaId, degreeId })));
  await db.insert(tfgAreaManagers).values([...managerIds.values()].map((userId) => ({ areaId, userId })));
}

async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === "23505") throw new ConflictError(DUPLICATE_AREA);
    throw err;
  }
}

export async function createArea(db: Db, viewer: Viewer, body: z.infer<typeof areaBody>): Promise<AreaRow> {
  await assertCanManage(db, viewer);
  await yearExists(db, body.academicYearId);
  const [row] = await guardName(() =>
    db
      .insert(tfgAreas)
      .values({ name: body.name, academicYearId: body.academicYearId, active: body.active ?? true })
      .returning(),
  );
  await writeLinks(db, row!.id, body);
  return (await areasByIds(db, [row!.id]))[0]!;
}

/** `PUT /tfg-api/areas/{id}`: name, year, degrees, managers and the active toggle. */
export async function updateArea(db: Db, viewer: Viewer, id: number, body: z.infer<typeof areaBody>): Promise<AreaRow> {
  await assertCanManage(db, viewer, id);
  await yearExists(db, body.academicYearId);
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
  if (!row) throw new NotFoundError("No se ha encontrado el área temática");
  await writeLinks(db, id, body);
  return (await areasByIds(db, [id]))[0]!;
}

export async function deleteArea(db: Db, viewer: Viewer, id: number) {
  await assertCanManage(db, viewer, id);
  const [used] = await db.select({ id: tfgRequests.id }).from(tfgRequests).where(eq(tfgRequests.areaId, id)).limit(1);
  if (used) throw new ConflictError("No se puede eliminar el área temática porque tiene solicitudes");
  const [deleted] = await db.delete(tfgAreas).where(eq(tfgAreas.id, id)).returning({ id: tfgAreas.id });
  if (!deleted) throw new NotFoundError("No se ha encontrado el área temática");
  return deleted;
}

/** Upserts an area by year and name (the CSV upload). */
export async function upsertArea(db: Db, viewer: Viewer, body: z.infer<typeof areaBody>): Promise<AreaRow> {
  const [existing] = await db
    .select({ id: tfgAreas.id })
    .from(tfgAreas)
    .where(and(eq(tfgAreas.academicYearId, body.academicYearId), sql`lower(${tfgAreas.name}) = lower(${body.name})`));
  return existing ? updateArea(db, viewer, existing.id, body) : createArea(db, viewer, body);
}
