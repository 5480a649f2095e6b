import { msg } from "@/lib/i18n/message";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import type { Locale } from "@/lib/i18n/locales";
import type { UploadedFile } from "@/lib/files/upload";
import { tfgAllocationDegrees, tfgAllocations } from "@/db/schema";
import { ConflictError, NotFoundError, sqlState, ValidationError } from "@/lib/api/errors";
import { assertYearWritable } from "@/lib/academic-year/guard";
import type { z } from "@/lib/validation/z";
import { numberCell, uploadCsv } from "../csv-upload";
import { degreeIdsOf, yearExists } from "../lookups";
import type { Viewer } from "../scope";
import { instructorAllocation, instructorByExternalId } from "./queries";
import { INSTRUCTOR_CSV_HEADER, type createAllocationBody } from "./schemas";
import { allocationReadScope, areaDegreesOf, assertAllocationAccess, assertAllocationScope } from "./scope";

const DEGREE_ALREADY_ALLOCATED = msg("tfg.errors.degreeInOtherAllocation");

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

type AllocationInput = z.infer<typeof createAllocationBody>;

const tooLow = (accepted: number) => new ConflictError(msg("tfg.errors.limitBelowAccepted", { accepted }));

export async function createAllocation(db: Db, viewer: Viewer, externalId: string, body: AllocationInput) {
  await assertYearWritable(db, body.academicYearId);
  const instructor = await instructorByExternalId(db, externalId);
  await yearExists(db, body.academicYearId);
  const degreeIds = [...(await degreeIdsOf(db, body.degreeIds, "degreeIds")).values()];
  await assertAllocationScope(db, viewer, {
    instructorId: instructor.id,
    academicYearId: body.academicYearId,
    degreeIds,
  });
  const [row] = await db
    .insert(tfgAllocations)
    .values({ instructorId: instructor.id, academicYearId: body.academicYearId, limit: body.limit })
    .returning({ id: tfgAllocations.id });
  await writeDegrees(db, row!.id, instructor.id, body.academicYearId, degreeIds);
  return instructorAllocation(db, externalId, allocationReadScope(viewer));
}

/** Editing: the limit cannot go under the requests already accepted (the CHECK would refuse it). */
export async function updateAllocation(
  db: Db,
  viewer: Viewer,
  externalId: string,
  allocationId: number,
  body: AllocationInput,
) {
  await assertYearWritable(db, body.academicYearId);
  const instructor = await instructorByExternalId(db, externalId);
  const [current] = await db
    .select()
    .from(tfgAllocations)
    .where(and(eq(tfgAllocations.id, allocationId), eq(tfgAllocations.instructorId, instructor.id)))
    .for("update");
  if (!current) throw new NotFoundError(msg("tfg.errors.allocationNotFound"));
  if (body.academicYearId !== current.academicYearId) throw new ValidationError(msg("tfg.errors.allocationYearFixed"));
  const degreeIds = [...(await degreeIdsOf(db, body.degreeIds, "degreeIds")).values()];
  await assertAllocationScope(db, viewer, {
    instructorId: instructor.id,
    academicYearId: current.academicYearId,
    degreeIds,
    allocationId,
  });
  if (body.limit < current.accepted) throw tooLow(current.accepted);
  await db.update(tfgAllocations).set({ limit: body.limit }).where(eq(tfgAllocations.id, allocationId));
  await writeDegrees(db, allocationId, instructor.id, current.academicYearId, degreeIds);
  return instructorAllocation(db, externalId, allocationReadScope(viewer));
}

/**
 * One CSV row (`academicYearId,externalId,limitRequestsTFG`): sets the limit of the instructor's
 * allocations of that year; an instructor without one gets an allocation for the degrees of the
 * areas they manage that year. An area manager's rows follow the same scope as the dialogs.
 */
async function setLimitFromCsv(db: Db, viewer: Viewer, academicYearId: number, externalId: string, limit: number) {
  await assertYearWritable(db, academicYearId);
  const instructor = await instructorByExternalId(db, externalId);
  await yearExists(db, academicYearId);
  const existing = await db
    .select()
    .from(tfgAllocations)
    .where(and(eq(tfgAllocations.instructorId, instructor.id), eq(tfgAllocations.academicYearId, academicYearId)));
  for (const a of existing) {
    await assertAllocationScope(db, viewer, {
      instructorId: instructor.id,
      academicYearId,
      degreeIds: [],
      allocationId: a.id,
    });
    if (a.accepted > limit) throw tooLow(a.accepted);
  }
  if (existing.length) {
    const ids = existing.map((a) => a.id);
    await db.update(tfgAllocations).set({ limit }).where(inArray(tfgAllocations.id, ids));
    return;
  }
  const degreeIds = await areaDegreesOf(db, instructor.id, academicYearId);
  if (degreeIds.length === 0) throw new ValidationError(msg("tfg.errors.instructorNothingInYear"));
  await assertAllocationScope(db, viewer, { instructorId: instructor.id, academicYearId, degreeIds });
  const [row] = await db
    .insert(tfgAllocations)
    .values({ instructorId: instructor.id, academicYearId, limit })
    .returning({ id: tfgAllocations.id });
  await writeDegrees(db, row!.id, instructor.id, academicYearId, degreeIds);
}

/** `POST /tfg-api/instructors/csv`: `academicYearId,externalId,limitRequestsTFG`. */
export async function uploadInstructorLimits(db: Db, viewer: Viewer, file: UploadedFile, locale?: Locale) {
  await assertAllocationAccess(db, viewer);
  return uploadCsv(
    db,
    file,
    INSTRUCTOR_CSV_HEADER,
    async (tx, c) => {
      const limit = numberCell(c.limitRequestsTFG!, "limitRequestsTFG");
      if (!Number.isInteger(limit) || limit < 0) throw new ValidationError(msg("tfg.errors.limitCsvInvalid"));
      await setLimitFromCsv(tx, viewer, numberCell(c.academicYearId!, "academicYearId"), c.externalId!.trim(), limit);
      return c.externalId!.trim();
    },
    locale,
  );
}
