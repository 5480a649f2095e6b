import { and, asc, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { degrees, tfgCourtDegrees, tfgCourts, tfgDefenses, tfgRequests, tfgTimeSpans, users } from "@/db/schema";
import { ConflictError, ForbiddenError, NotFoundError, sqlState, ValidationError } from "@/lib/api/errors";
import type { z } from "@/lib/validation/z";
import { uploadCsv, parseRow } from "./csv-upload";
import {
  COURT_HAS_DEFENSES,
  timeSpanQuery,
  type courtBody,
  type CourtRow,
  type CsvUploadResult,
  type NamedRef,
  type TimeSpanRow,
} from "./schemas";
import {
  activeYearId,
  degreeIdsOf,
  DIRECTOR_ROLES,
  fullName,
  managesAreas,
  readScope,
  userIdsOf,
  yearExists,
  type Viewer,
} from "./scope";

const chairman = alias(users, "chairman");
const secretary = alias(users, "secretary");
const vocal = alias(users, "vocal");

/** Live defenses hold their slot and their members' time. */
export const LIVE = ["OPEN", "ACCEPTED"] as const;

/** Instructors manage courts only with area access ('Gestión de tribunales'); coordinators, secretaries and admins always. */
export async function assertCourtManager(db: Db, viewer: Viewer) {
  if (viewer.role === "ROLE_INSTRUCTOR" && !(await managesAreas(db, viewer.id))) {
    throw new ForbiddenError("No tienes permiso para gestionar tribunales");
  }
}

/**
 * Slots of the given courts. A slot is `reserved` when a live defense other than `ownDefenseId`
 * holds it, or — with `members` — when one of those people sits in a live defense that overlaps it.
 */
async function spansOf(db: Db, courtIds: number[], ownDefenseId?: number, membersOf?: Map<number, number[]>) {
  if (courtIds.length === 0) return new Map<number, TimeSpanRow[]>();
  const spans = await db
    .select({
      id: tfgTimeSpans.id,
      courtId: tfgTimeSpans.courtId,
      start: tfgTimeSpans.start,
      end: tfgTimeSpans.end,
      holder: tfgDefenses.id,
    })
    .from(tfgTimeSpans)
    .leftJoin(tfgDefenses, and(eq(tfgDefenses.timeSpanId, tfgTimeSpans.id), inArray(tfgDefenses.status, [...LIVE])))
    .where(inArray(tfgTimeSpans.courtId, courtIds))
    .orderBy(asc(tfgTimeSpans.start));
  const members = membersOf ? [...new Set([...membersOf.values()].flat())] : [];
  const busy = members.length
    ? await db
        .select({
          start: tfgDefenses.start,
          end: tfgDefenses.end,
          id: tfgDefenses.id,
          a: tfgDefenses.chairmanId,
          b: tfgDefenses.secretaryId,
          c: tfgDefenses.vocalId,
        })
        .from(tfgDefenses)
        .where(
          and(
            inArray(tfgDefenses.status, [...LIVE]),
            ownDefenseId ? ne(tfgDefenses.id, ownDefenseId) : undefined,
            or(
              inArray(tfgDefenses.chairmanId, members),
              inArray(tfgDefenses.secretaryId, members),
              inArray(tfgDefenses.vocalId, members),
            ),
          ),
        )
    : [];
  const result = new Map<number, TimeSpanRow[]>();
  for (const s of spans) {
    const courtMembers = membersOf?.get(s.courtId) ?? [];
    const clash = busy.some(
      (d) => d.start < s.end && s.start < d.end && [d.a, d.b, d.c].some((m) => courtMembers.includes(m)),
    );
    const reserved = (s.holder !== null && s.holder !== ownDefenseId) || clash;
    const list = result.get(s.courtId) ?? [];
    list.push({ id: s.id, start: s.start.toISOString(), end: s.end.toISOString(), reserved });
    result.set(s.courtId, list);
  }
  return result;
}

async function courtsWhere(
  db: Db,
  where: ReturnType<typeof and>,
  opts: { ownDefenseId?: number; excludeMembers?: boolean } = {},
): Promise<CourtRow[]> {
  const rows = await db
    .select({
      id: tfgCourts.id,
      name: tfgCourts.name,
      academicYearId: tfgCourts.academicYearId,
      slotMinutes: tfgCourts.slotMinutes,
      chairmanId: tfgCourts.chairmanId,
      secretaryId: tfgCourts.secretaryId,
      vocalId: tfgCourts.vocalId,
      chairman: chairman.externalId,
      chairmanName: fullName(chairman),
      secretary: secretary.externalId,
      secretaryName: fullName(secretary),
      vocal: vocal.externalId,
      vocalName: sql<string | null>`${vocal.givenName} || ' ' || ${vocal.familyName}`,
    })
    .from(tfgCourts)
    .innerJoin(chairman, eq(chairman.id, tfgCourts.chairmanId))
    .innerJoin(secretary, eq(secretary.id, tfgCourts.secretaryId))
    .leftJoin(vocal, eq(vocal.id, tfgCourts.vocalId))
    .where(where)
    .orderBy(asc(tfgCourts.name), asc(tfgCourts.id));
  const ids = rows.map((r) => r.id);
  const members = opts.excludeMembers
    ? new Map(rows.map((r) => [r.id, [r.chairmanId, r.secretaryId, ...(r.vocalId ? [r.vocalId] : [])]]))
    : undefined;
  const [courtDegrees, spans] = await Promise.all([
    ids.length
      ? db
          .select({ courtId: tfgCourtDegrees.courtId, externalId: degrees.externalId })
          .from(tfgCourtDegrees)
          .innerJoin(degrees, eq(degrees.id, tfgCourtDegrees.degreeId))
          .where(inArray(tfgCourtDegrees.courtId, ids))
      : Promise.resolve([]),
    spansOf(db, ids, opts.ownDefenseId, members),
  ]);
  return rows.map(({ chairmanId: _a, secretaryId: _b, vocalId: _c, ...r }) => ({
    ...r,
    degreeIds: courtDegrees.filter((d) => d.courtId === r.id).map((d) => d.externalId),
    timeSpans: spans.get(r.id) ?? [],
  }));
}

export async function courtById(db: Db, id: number): Promise<CourtRow> {
  const [court] = await courtsWhere(db, eq(tfgCourts.id, id));
  if (!court) throw new NotFoundError("No se ha encontrado el tribunal");
  return court;
}

/** Every court by name, for the defense lists' court filter. */
export async function courtOptions(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: tfgCourts.id, name: tfgCourts.name })
    .from(tfgCourts)
    .orderBy(asc(tfgCourts.name), asc(tfgCourts.id));
}

/** `GET /tfg-api/defenses/courts`: the year's courts (the active year by default) with their slots. */
export async function listCourts(db: Db, academicYearId?: number): Promise<CourtRow[]> {
  return courtsWhere(db, eq(tfgCourts.academicYearId, academicYearId ?? (await activeYearId(db))));
}

/**
 * `GET /tfg-api/defenses/courts/requests/{requestId}`: courts of the request's degree and year
 * that the viewer may see the request for. Slots held by others, or in which a court member is
 * already busy, come back `reserved`; the defense being edited keeps its own slot free.
 */
export async function courtsForRequest(
  db: Db,
  viewer: Viewer,
  requestId: number,
  q: { academicYearId?: number; defenseId?: number },
) {
  const [request] = await db
    .select()
    .from(tfgRequests)
    .where(and(eq(tfgRequests.id, requestId), readScope(viewer)));
  if (!request) throw new NotFoundError("No se ha encontrado la solicitud");
  return courtsWhere(
    db,
    and(
      eq(tfgCourts.academicYearId, q.academicYearId ?? request.academicYearId),
      sql`${tfgCourts.id} in (select ${tfgCourtDegrees.courtId} from ${tfgCourtDegrees} where ${tfgCourtDegrees.degreeId} = ${request.degreeId})`,
    ),
    { ownDefenseId: q.defenseId, excludeMembers: true },
  );
}

/** `GET /tfg-api/defenses/courts/directors`: who may sit on a court. */
export async function courtDirectors(db: Db): Promise<NamedRef[]> {
  return db
    .select({ externalId: users.externalId, name: fullName(users) })
    .from(users)
    .where(inArray(users.role, DIRECTOR_ROLES))
    .orderBy(asc(users.familyName), asc(users.givenName));
}

type CourtInput = z.infer<typeof courtBody>;

async function courtValues(db: Db, body: CourtInput) {
  await yearExists(db, body.academicYearId);
  const named = [body.chairman, body.secretary, ...(body.vocal ? [body.vocal] : [])];
  if (new Set(named).size !== named.length) {
    throw new ValidationError("El presidente, el secretario y el vocal deben ser personas distintas", {
      secretary: ["Miembro repetido"],
    });
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
  if (!court) throw new NotFoundError("No se ha encontrado el tribunal");
  const start = new Date(startIso);
  const end = new Date(start.getTime() + court.slotMinutes * 60_000);
  const [overlap] = await db
    .select({ id: tfgTimeSpans.id })
    .from(tfgTimeSpans)
    .where(and(eq(tfgTimeSpans.courtId, courtId), lt(tfgTimeSpans.start, end), gt(tfgTimeSpans.end, start)))
    .limit(1);
  if (overlap) throw new ConflictError("La franja horaria se solapa con otra del tribunal");
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
  if (!span) throw new NotFoundError("No se ha encontrado la franja horaria");
  const [held] = await db
    .select({ id: tfgDefenses.id })
    .from(tfgDefenses)
    .where(and(eq(tfgDefenses.timeSpanId, spanId), inArray(tfgDefenses.status, [...LIVE])))
    .limit(1);
  if (held) throw new ConflictError("No se puede eliminar una franja horaria reservada");
  await db.delete(tfgTimeSpans).where(eq(tfgTimeSpans.id, spanId));
  return { deleted: true };
}

/** `POST …/timespans/csv`: one slot per row (header `start`, ISO date-time). */
export async function uploadTimeSpans(
  db: Db,
  viewer: Viewer,
  courtId: number,
  form: FormData,
): Promise<CsvUploadResult> {
  await assertCourtManager(db, viewer);
  await courtById(db, courtId);
  return uploadCsv(db, form, ["start"], async (tx, cells) => {
    const { start } = parseRow(timeSpanQuery, cells);
    const span = await addTimeSpan(tx, viewer, courtId, start);
    return span.start;
  });
}
