import { msg } from "@/lib/i18n/message";
import { and, asc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { degrees, tfgCourtDegrees, tfgCourts, tfgDefenses, tfgRequests, tfgTimeSpans, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { activeYearId, DIRECTOR_ROLES } from "../lookups";
import { readScope, type Viewer } from "../scope";
import { LIVE_STATES } from "../transitions";
import type { CourtRow, TimeSpanRow } from "./schemas";
import type { NamedRef } from "../schemas";

const chairman = alias(users, "chairman");
const secretary = alias(users, "secretary");
const vocal = alias(users, "vocal");

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
    .leftJoin(
      tfgDefenses,
      and(eq(tfgDefenses.timeSpanId, tfgTimeSpans.id), inArray(tfgDefenses.status, [...LIVE_STATES])),
    )
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
            inArray(tfgDefenses.status, [...LIVE_STATES]),
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
  if (!court) throw new NotFoundError(msg("tfg.errors.courtNotFound"));
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
  if (!request) throw new NotFoundError(msg("tfg.errors.requestNotFound"));
  return courtsWhere(
    db,
    and(
      eq(tfgCourts.academicYearId, q.academicYearId ?? request.academicYearId),
      // A court without a vocal cannot hear a defense (a defense sits before three members).
      isNotNull(tfgCourts.vocalId),
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
