import { fieldsError } from "../field-error";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "@/db";
import type { UploadedFile } from "@/lib/files/upload";
import { tfgCourtDegrees, tfgCourts, tfgDefenses, tfgTimeSpans } from "@/db/schema";
import { ConflictError, ForbiddenError, NotFoundError, sqlState } from "@/lib/api/errors";
import type { z } from "@/lib/validation/z";
import { parseRow, uploadCsv } from "../csv-upload";
import { degreeIdsOf, DIRECTOR_ROLES, userIdsOf, yearExists } from "../lookups";
import type { CsvUploadResult } from "../schemas";
import { managesAreas, type Viewer } from "../scope";
import { LIVE_STATES } from "../transitions";
import { courtById } from "./queries";
import { COURT_HAS_DEFENSES, timeSpanQuery, type courtBody } from "./schemas";

/** Instructors manage courts only with area access ('Gestión de tribunales'); coordinators, secretaries and admins always. */
export async function assertCourtManager(db: Db, viewer: Viewer) {
  if (viewer.role === "ROLE_INSTRUCTOR" && !(await managesAreas(db, viewer.id))) {
    throw new ForbiddenError(msg("tfg.errors.courtsForbidden"));
  }
}

type CourtInput = z.infer<typeof courtBody>;

async function courtValues(db: Db, body: CourtInput) {
  await yearExists(db, body.academicYearId);
  await assertYearWritable(db, body.academicYearId);
  const named = [body.chairman, body.secretary, ...(body.vocal ? [body.vocal] : [])];
  if (new Set(named).size !== named.length) {
    throw fieldsError("tfg.errors.courtMembersRepeated", undefined, { secretary: "tfg.errors.fields.memberRepeated" });
  }
  const people = await userIdsOf(db, named, DIRECTOR_ROLES, "profesor", "chairman");
  const degreeIds = await degreeIdsOf(db, body.degreeIds, "degreeIds");
  return {
    values: {
      name: body.name,
      chairmanId: people.get(body.chairman)!,
      secretaryId: people.get(body.secretary)!,
      vocalId: body.vocal ? people.get(body.vocal)! : null,
      academicYearId: body.academicYearId,
      slotMinutes: body.slotMinutes,
    },
    degreeIds: [...degreeIds.values()],
  };
}

export async function createCourt(db: Db, viewer: Viewer, body: CourtInput) {
  await assertCourtManager(db, viewer);
  const { values, degreeIds } = await courtValues(db, body);
  const [court] = await db.insert(tfgCourts).values(values).returning({ id: tfgCourts.id });
  if (degreeIds.length)
    await db.insert(tfgCourtDegrees).values(degreeIds.map((degreeId) => ({ courtId: court!.id, degreeId })));
  return courtById(db, court!.id);
}

/** Editing a court changes future defenses only; the slot length applies to slots added from now on. */
export async function updateCourt(db: Db, viewer: Viewer, id: number, body: CourtInput) {
  await assertCourtManager(db, viewer);
  await courtById(db, id);
  await assertYearWritable(db, yearOf.tfgCourt(id));
  const { values, degreeIds } = await courtValues(db, body);
  await db.update(tfgCourts).set(values).where(eq(tfgCourts.id, id));
  await db.delete(tfgCourtDegrees).where(eq(tfgCourtDegrees.courtId, id));
  if (degreeIds.length)
    await db.insert(tfgCourtDegrees).values(degreeIds.map((degreeId) => ({ courtId: id, degreeId })));
  return courtById(db, id);
}

/** A court that has defenses (in any state) is kept: 409 with the specification's text. */
export async function deleteCourt(db: Db, viewer: Viewer, id: number) {
  await assertCourtManager(db, viewer);
  await courtById(db, id);
  await assertYearWritable(db, yearOf.tfgCourt(id));
  const [used] = await db.select({ id: tfgDefenses.id }).from(tfgDefenses).where(eq(tfgDefenses.courtId, id)).limit(1);
  if (used) throw new ConflictError(COURT_HAS_DEFENSES);
  try {
    await db.delete(tfgCourts).where(eq(tfgCourts.id, id));
  } catch (err) {
    if (sqlState(err) === "23503") throw new ConflictError(COURT_HAS_DEFENSES);
    throw err;
  }
  return { deleted: true };
}

/**
 * `PUT /tfg-api/defenses/courts/{id}/timespans?start=`: a slot of the court's length. A slot that
 * overlaps another of the same court is a 409.
 */
export async function addTimeSpan(db: Db, viewer: Viewer, courtId: number, startIso: string) {
  await assertCourtManager(db, viewer);
  const [court] = await db.select().from(tfgCourts).where(eq(tfgCourts.id, courtId)).for("update");
  if (!court) throw new NotFoundError(msg("tfg.errors.courtNotFound"));
  await assertYearWritable(db, court.academicYearId);
  const start = new Date(startIso);
  const end = new Date(start.getTime() + court.slotMinutes * 60_000);
  const [overlap] = await db
    .select({ id: tfgTimeSpans.id })
    .from(tfgTimeSpans)
    .where(and(eq(tfgTimeSpans.courtId, courtId), lt(tfgTimeSpans.start, end), gt(tfgTimeSpans.end, start)))
    .limit(1);
  if (overlap) throw new ConflictError(msg("tfg.errors.spanOverlap"));
  const [span] = await db.insert(tfgTimeSpans).values({ courtId, start, end }).returning();
  return { id: span!.id, start: span!.start.toISOString(), end: span!.end.toISOString(), reserved: false };
}

/** Deleting a slot that a live defense holds is refused (409). */
export async function deleteTimeSpan(db: Db, viewer: Viewer, courtId: number, spanId: number) {
  await assertCourtManager(db, viewer);
  const [span] = await db
    .select({ id: tfgTimeSpans.id })
    .from(tfgTimeSpans)
    .where(and(eq(tfgTimeSpans.id, spanId), eq(tfgTimeSpans.courtId, courtId)))
    .for("update");
  if (!span) throw new NotFoundError(msg("tfg.errors.spanNotFound"));
  await assertYearWritable(db, yearOf.tfgCourt(courtId));
  const [held] = await db
    .select({ id: tfgDefenses.id })
    .from(tfgDefenses)
    .where(and(eq(tfgDefenses.timeSpanId, spanId), inArray(tfgDefenses.status, [...LIVE_STATES])))
    .limit(1);
  if (held) throw new ConflictError(msg("tfg.errors.spanReserved"));
  await db.delete(tfgTimeSpans).where(eq(tfgTimeSpans.id, spanId));
  return { deleted: true };
}

/** `POST …/timespans/csv`: one slot per row (header `start`, ISO date-time). */
export async function uploadTimeSpans(
  db: Db,
  viewer: Viewer,
  courtId: number,
  file: UploadedFile,
  locale?: Locale,
): Promise<CsvUploadResult> {
  await assertCourtManager(db, viewer);
  await courtById(db, courtId);
  await assertYearWritable(db, yearOf.tfgCourt(courtId));
  return uploadCsv(
    db,
    file,
    ["start"],
    async (tx, cells) => {
      const { start } = parseRow(timeSpanQuery, cells, locale);
      const span = await addTimeSpan(tx, viewer, courtId, start);
      return span.start;
    },
    locale,
  );
}
