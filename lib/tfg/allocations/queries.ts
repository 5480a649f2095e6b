import { msg } from "@/lib/i18n/message";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { degrees, tfgAllocationDegrees, tfgAllocations, tfgRequests, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { DirectorOption } from "../areas/schemas";
import { DIRECTOR_ROLES } from "../lookups";
import type { NamedRef } from "../schemas";
import { TFG_TRANSITIONS } from "../transitions";
import type { AllocationRow, InstructorAllocationRow } from "./schemas";

/** `GET /tfg-api/instructors`: everyone who may direct. */
export async function listInstructors(db: Db): Promise<NamedRef[]> {
  return db
    .select({ externalId: users.externalId, name: fullName(users) })
    .from(users)
    .where(inArray(users.role, DIRECTOR_ROLES))
    .orderBy(asc(users.familyName), asc(users.givenName));
}

export async function instructorByExternalId(db: Db, externalId: string) {
  const [row] = await db
    .select({ id: users.id, externalId: users.externalId, name: fullName(users) })
    .from(users)
    .where(and(eq(users.externalId, externalId), inArray(users.role, DIRECTOR_ROLES)));
  if (!row) throw new NotFoundError(msg("tfg.errors.instructorNotFound"));
  return row;
}

/**
 * `GET /tfg-api/instructors/{id}/allocation`: the instructor's allocations within `scope`
 * (`allocationReadScope`), with their degrees and accepted requests.
 */
export async function instructorAllocation(
  db: Db,
  externalId: string,
  scope: SQL | undefined,
): Promise<InstructorAllocationRow> {
  const instructor = await instructorByExternalId(db, externalId);
  const allocations = await db
    .select()
    .from(tfgAllocations)
    .where(and(eq(tfgAllocations.instructorId, instructor.id), scope))
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
          .where(and(inArray(tfgRequests.allocationId, ids), eq(tfgRequests.status, TFG_TRANSITIONS.request.accept.to)))
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

/**
 * The directors a student may choose for the degrees in a year: every instructor with an allocation
 * for one of them, with the places left in it (area managers are not the pool: they review).
 */
export async function allocatedInstructors(
  db: Db,
  degreeIds: number[],
  academicYearId: number,
): Promise<DirectorOption[]> {
  if (degreeIds.length === 0) return [];
  return db
    .select({
      externalId: users.externalId,
      name: fullName(users),
      placesLeft: sql<number>`sum(${tfgAllocations.limit} - ${tfgAllocations.accepted})::int`,
    })
    .from(tfgAllocations)
    .innerJoin(users, eq(users.id, tfgAllocations.instructorId))
    .where(
      and(
        eq(tfgAllocations.academicYearId, academicYearId),
        inArray(
          tfgAllocations.id,
          db
            .select({ id: tfgAllocationDegrees.allocationId })
            .from(tfgAllocationDegrees)
            .where(inArray(tfgAllocationDegrees.degreeId, degreeIds)),
        ),
      ),
    )
    .groupBy(users.id)
    .orderBy(asc(users.familyName), asc(users.givenName));
}
