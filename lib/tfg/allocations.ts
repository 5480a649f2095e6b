import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  degrees,
  tfgAllocationDegrees,
  tfgAllocations,
  tfgAreaDegrees,
  tfgAreaManagers,
  tfgAreas,
  tfgRequests,
  users,
} from "@/db/schema";
import { ConflictError, NotFoundError, sqlState, ValidationError } from "@/lib/api/errors";
import type { z } from "@/lib/validation/z";
import type { AllocationRow, createAllocationBody, InstructorAllocationRow, NamedRef } from "./schemas";
import { degreeIdsOf, DIRECTOR_ROLES, fullName, managesAreas, yearExists, type Viewer } from "./scope";

export const DEGREE_ALREADY_ALLOCATED =
  "La titulación ya está en otra asignación de este profesor en el mismo curso académico";

/** Allocation screens belong to admins and to instructors who manage an area ('Asignación docente'). */
export async function assertAllocationAccess(db: Db, viewer: Viewer) {
  if (viewer.role === "ROLE_INSTRUCTOR" && !(await managesAreas(db, viewer.id))) {
    throw new NotFoundError("No gestionas ningún área temática");
  }
}

/** `GET /tfg-api/instructors`: everyone who may direct. */
export async function listInstructors(db: Db): Promise<NamedRef[]> {
  return db
    .select({ externalId: users.externalId, name: fullName(users) })
    .from(users)
    .where(inArray(users.role, DIRECTOR_ROLES))
    .orderBy(asc(users.familyName), asc(users.givenName));
}

async function instructorByExternalId(db: Db, externalId: string) {
  const [row] = await db
    .select({ id: users.id, externalId: users.externalId, name: fullName(users) })
    .from(users)
    .where(and(eq(users.externalId, externalId), inArray(users.role, DIRECTOR_ROLES)));
  if (!row) throw new NotFoundError("No se ha encontrado el profesor");
  return row;
}

/** `GET /tfg-api/instructors/{id}/allocation`: the instructor's allocations with their degrees and accepted requests. */
export async function instructorAllocation(db: Db, externalId: string): Promise<InstructorAllocationRow> {
  const instructor = await instructorByExternalId(db, externalId);
  const allocations = await db
    .select()
    .from(tfgAllocations)
    .where(eq(tfgAllocations.instructorId, instructor.id))
    .orderBy(asc(tfgAllocations.academicYearId), asc(tfgAllocations.id));
  const ids = allocations.map((a) => a.id);
  const [links, accepted] = ids.length
    ? await Promise.all([
        db
          .select({
            allocationId: tfgAllocationDegrees.allocationId,
            externalId: degrees.externalId,
            name: degrees.name,
          })
          .from(tfgAllocationDegrees)
          .innerJoin(degrees, eq(degrees.id, tfgAllocationDegrees.degreeId))
          .where(inArray(tfgAllocationDegrees.allocationId, ids))
          .orderBy(asc(degrees.name)),
        db
          .select({ allocationId: tfgRequests.allocationId, id: tfgRequests.id })
          .from(tfgRequests)
          .where(and(inArray(tfgRequests.allocationId, ids), eq(tfgRequests.status, "ACCEPTED")))
          .orderBy(asc(tfgRequests.id)),
      ])
    : [[], []];
  const rows: AllocationRow[] = allocations.map((a) => ({
    id: a.id,
    academicYearId: a.academicYearId,
    limit: a.limit,
    degrees: links.filter((l) => l.allocationId === a.id).map(({ allocationId: _, ...ref }) => ref),
    requests: accepted.filter((r) => r.allocationId === a.id).map((r) => r.id),
  }));
  return { instructorId: instructor.externalId, instructorName: instructor.name, allocations: rows };
}

/** Writes the allocation's degrees; the unique key refuses a degree already in another allocation of the year. */
async function writeDegrees(
  db: Db,
  allocationId: number,
  instructorId: number,
  academicYearId: number,
  degreeIds: number[],
) {
  await db.delete(tfgAllocationDegrees).where(eq(tfgAllocationDegrees.allocationId, allocationId));
  try {
    await db
      .insert(tfgAllocationDegrees)
      .values(degreeIds.map((degreeId) => ({ allocationId, degreeId, instructorId, academicYearId })));
  } catch (err) {
    if (sqlState(err) === "23505") throw new ConflictError(DEGREE_ALREADY_ALLOCATED);
    throw err;
  }
}

export async function createAllocation(db: Db, externalId: string, body: z.infer<typeof createAllocationBody>) {
  const instructor = await instructorByExternalId(db, externalId);
  await yearExists(db, body.academicYearId);
  const degreeIds = [...(await degreeIdsOf(db, body.degreeIds, "degreeIds")).values()];
  const [row] = await db
    .insert(tfgAllocations)
    .values({ instructorId: instructor.id, academicYearId: body.academicYearId, limit: body.limit })
    .returning({ id: tfgAllocations.id });
  await writeDegrees(db, row!.id, instructor.id, body.academicYearId, degreeIds);
  return instructorAllocation(db, externalId);
}

/** Editing: the limit cannot go under the requests already accepted (the CHECK would refuse it). */
export async function updateAllocation(
  db: Db,
  externalId: string,
  allocationId: number,
  body: z.infer<typeof createAllocationBody>,
) {
  const instructor = await instructorByExternalId(db, externalId);
  const [current] = await db
    .select()
    .from(tfgAllocations)
    .where(and(eq(tfgAllocations.id, allocationId), eq(tfgAllocations.instructorId, instructor.id)))
    .for("update");
  if (!current) throw new NotFoundError("No se ha encontrado la asignación");
  if (body.academicYearId !== current.academicYearId)
    throw new ValidationError("No se puede cambiar el curso académico de una asignación");
  if (body.limit < current.accepted) {
    throw new ConflictError(`El límite no puede ser menor que las solicitudes ya aceptadas (${current.accepted})`);
  }
  const degreeIds = [...(await degreeIdsOf(db, body.degreeIds, "degreeIds")).values()];
  await db.update(tfgAllocations).set({ limit: body.limit }).where(eq(tfgAllocations.id, allocationId));
  await writeDegrees(db, allocationId, instructor.id, current.academicYearId, degreeIds);
  return instructorAllocation(db, externalId);
}

/**
 * One CSV row (`academicYearId,externalId,limitRequestsTFG`): sets the limit of the instructor's
 * allocations of that year; an instructor without one gets an allocation for the degrees of the
 * areas they manage that year.
 */
export async function setLimitFromCsv(
  db: Db,
  academicYearId: number,
  externalId: string,
  limit: number,
): Promise<void> {
  const instructor = await instructorByExternalId(db, externalId);
  await yearExists(db, academicYearId);
  const existing = await db
    .select()
    .from(tfgAllocations)
    .where(and(eq(tfgAllocations.instructorId, instructor.id), eq(tfgAllocations.academicYearId, academicYearId)));
  if (existing.length) {
    const tooLow = existing.find((a) => a.accepted > limit);
    if (tooLow)
      throw new ConflictError(`El límite no puede ser menor que las solicitudes ya aceptadas (${tooLow.accepted})`);
    await db
      .update(tfgAllocations)
      .set({ limit })
      .where(
        inArray(
          tfgAllocations.id,
          existing.map((a) => a.id),
        ),
      );
    return;
  }
  const managed = await db
    .selectDistinct({ degreeId: tfgAreaDegrees.degreeId })
    .from(tfgAreaManagers)
    .innerJoin(tfgAreas, eq(tfgAreas.id, tfgAreaManagers.areaId))
    .innerJoin(tfgAreaDegrees, eq(tfgAreaDegrees.areaId, tfgAreas.id))
    .where(and(eq(tfgAreaManagers.userId, instructor.id), eq(tfgAreas.academicYearId, academicYearId)));
  if (managed.length === 0)
    throw new ValidationError("El profesor no tiene asignaciones ni gestiona áreas temáticas en ese curso académico");
  const [row] = await db
    .insert(tfgAllocations)
    .values({ instructorId: instructor.id, academicYearId, limit })
    .returning({ id: tfgAllocations.id });
  await writeDegrees(
    db,
    row!.id,
    instructor.id,
    academicYearId,
    managed.map((m) => m.degreeId),
  );
}

/** Places left per director for a degree and year (the proposal's input). */
export async function remainingPlaces(
  db: Db,
  degreeId: number,
  academicYearId: number,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ externalId: users.externalId, left: sql<number>`${tfgAllocations.limit} - ${tfgAllocations.accepted}` })
    .from(tfgAllocationDegrees)
    .innerJoin(tfgAllocations, eq(tfgAllocations.id, tfgAllocationDegrees.allocationId))
    .innerJoin(users, eq(users.id, tfgAllocationDegrees.instructorId))
    .where(and(eq(tfgAllocationDegrees.degreeId, degreeId), eq(tfgAllocationDegrees.academicYearId, academicYearId)));
  return Object.fromEntries(rows.map((r) => [r.externalId, Number(r.left)]));
}
