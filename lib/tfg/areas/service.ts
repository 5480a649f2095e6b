import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import type { UploadedFile } from "@/lib/files/upload";
import { tfgAreaDegrees, tfgAreaManagers, tfgAreas, tfgRequests } from "@/db/schema";
import { ConflictError, NotFoundError, sqlState } from "@/lib/api/errors";
import type { z } from "@/lib/validation/z";
import { listCell, parseRow, uploadCsv } from "../csv-upload";
import { degreeIdsOf, DIRECTOR_ROLES, userIdsOf, yearExists } from "../lookups";
import { managesAreas, type Viewer } from "../scope";
import { areasByIds } from "./queries";
import { AREA_CSV_HEADER, areaBody, type AreaRow } from "./schemas";

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
async function upsertArea(db: Db, viewer: Viewer, body: z.infer<typeof areaBody>): Promise<AreaRow> {
  const [existing] = await db
    .select({ id: tfgAreas.id })
    .from(tfgAreas)
    .where(and(eq(tfgAreas.academicYearId, body.academicYearId), sql`lower(${tfgAreas.name}) = lower(${body.name})`));
  return existing ? updateArea(db, viewer, existing.id, body) : createArea(db, viewer, body);
}

/** `POST /tfg-api/areas/csv`: `academicYearId,name,assignedDegrees,assignedManagers`, lists with `;`. */
export const uploadAreas = (db: Db, viewer: Viewer, file: UploadedFile) =>
  uploadCsv(db, file, AREA_CSV_HEADER, async (tx, c) => {
    const body = parseRow(areaBody, {
      academicYearId: c.academicYearId,
      name: c.name,
      assignedDegreeIds: listCell(c.assignedDegrees!),
      assignedManagerIds: listCell(c.assignedManagers!),
    });
    return (await upsertArea(tx, viewer, body)).name;
  });
