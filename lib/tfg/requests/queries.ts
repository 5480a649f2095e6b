import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { degrees, tfgAreas, tfgDefenses, tfgRequests } from "@/db/schema";
import { withinDays } from "@/lib/list/day-range";
import { pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import { degreeIdOf } from "../lookups";
import { assertStudentInScope, checkListFilter, readScope, requestScope, type Viewer } from "../scope";
import { studentFor } from "../students";
import { LIVE_STATES, TFG_TRANSITIONS } from "../transitions";
import { director, partyFilters, student, withRequestParties } from "./parties";
import type { RequestCsvQuery, RequestListQuery, RequestRow } from "./schemas";

export const requestFields = {
  id: tfgRequests.id,
  userId: student.externalId,
  userName: fullName(student),
  userGivenName: student.givenName,
  userFamilyName: student.familyName,
  dni: student.dni,
  email: student.email,
  degreeId: degrees.externalId,
  degreeName: degrees.name,
  termId: tfgRequests.termId,
  academicYearId: tfgRequests.academicYearId,
  priority: tfgRequests.priority,
  areaId: tfgRequests.areaId,
  areaName: tfgAreas.name,
  instructorId: director.externalId,
  instructorName: fullName(director),
  created: tfgRequests.createdAt,
  status: tfgRequests.status,
  provisionalTitle: tfgRequests.provisionalTitle,
  rejectReason: tfgRequests.rejectReason,
  version: tfgRequests.version,
};

const SORTS = {
  id: tfgRequests.id,
  created: tfgRequests.createdAt,
  userName: sql`${student.familyName} || ' ' || ${student.givenName}`,
  degreeName: degrees.name,
  areaName: tfgAreas.name,
  instructorName: sql`${director.familyName} || ' ' || ${director.givenName}`,
  status: tfgRequests.status,
  priority: tfgRequests.priority,
  provisionalTitle: tfgRequests.provisionalTitle,
};

/** The viewer's scope plus the list's optional filters. */
function listWhere(viewer: Viewer, q: RequestCsvQuery) {
  return and(
    requestScope(viewer, q.filter),
    ...partyFilters(viewer, q),
    q.requestId ? eq(tfgRequests.id, q.requestId) : undefined,
    q.status ? eq(tfgRequests.status, q.status) : undefined,
    q.instructorId ? eq(director.externalId, q.instructorId) : undefined,
    withinDays(tfgRequests.createdAt, q.createdFrom, q.createdTo),
    q.tribunalId
      ? sql`exists (select 1 from ${tfgDefenses} where ${tfgDefenses.requestId} = ${tfgRequests.id} and ${tfgDefenses.courtId} = ${q.tribunalId})`
      : undefined,
    q.availableForDefense
      ? and(
          inArray(tfgRequests.status, [...TFG_TRANSITIONS.request.requestDefense.from]),
          sql`not exists (select 1 from ${tfgDefenses} where ${tfgDefenses.requestId} = ${tfgRequests.id} and ${inArray(tfgDefenses.status, [...LIVE_STATES])})`,
        )
      : undefined,
  );
}

function joined<F extends Record<string, unknown>>(db: Db, fields: F) {
  const requests = db
    .select(fields as never)
    .from(tfgRequests)
    .$dynamic();
  return withRequestParties(requests).innerJoin(tfgAreas, eq(tfgAreas.id, tfgRequests.areaId));
}

type RawRow = Omit<RequestRow, "created"> & { created: Date };
export const toRequestRow = (r: RawRow): RequestRow => ({ ...r, created: r.created.toISOString() });

/** `GET /tfg-api/requests`: one page of the requests the viewer may see, with the filters applied. */
export async function listRequests(db: Db, viewer: Viewer, q: RequestListQuery): Promise<Page<RequestRow>> {
  await checkListFilter(db, viewer, q.filter);
  return pagedList(db, q, {
    fields: requestFields,
    rows: (fields) => joined(db, fields).where(listWhere(viewer, q)).$dynamic(),
    sorts: SORTS,
    defaultSort: "created",
    tiebreak: tfgRequests.id,
    row: (r) => toRequestRow(r as RawRow),
  });
}

/** One request with its names, if the viewer may read it (404 otherwise). */
export async function readableRequest(db: Db, viewer: Viewer, id: number): Promise<RequestRow | null> {
  const [row] = (await joined(db, requestFields).where(and(eq(tfgRequests.id, id), readScope(viewer)))) as RawRow[];
  return row ? toRequestRow(row) : null;
}

/** A request by id with its names, no scope (for answers after a mutation the caller was allowed). */
export async function requestRow(db: Db, id: number): Promise<RequestRow> {
  const [row] = (await joined(db, requestFields).where(eq(tfgRequests.id, id))) as RawRow[];
  return toRequestRow(row!);
}

/**
 * The rows of a CSV export in id order, `size` at a time after `afterId` (keyset paging keeps a
 * long export stable while rows are added), and the total the progress is measured against.
 */
export async function exportChunk(db: Db, viewer: Viewer, q: RequestCsvQuery, afterId: number, size: number) {
  const rows = (await joined(db, requestFields)
    .where(and(listWhere(viewer, q), sql`${tfgRequests.id} > ${afterId}`))
    .orderBy(tfgRequests.id)
    .limit(size)) as RawRow[];
  return rows.map(toRequestRow);
}

export async function exportTotal(db: Db, viewer: Viewer, q: RequestCsvQuery): Promise<number> {
  const [row] = (await joined(db, { n: sql<number>`count(*)::int` }).where(listWhere(viewer, q))) as { n: number }[];
  return Number(row?.n ?? 0);
}

/**
 * `GET /tfg-api/requests/current`: a student's live requests in a degree and year — the caller's
 * own, or (staff) those of a student and degree of their scope (403 otherwise).
 */
export async function currentRequests(
  db: Db,
  viewer: Viewer & { externalId: string },
  q: { degreeId: string; academicYearId: number; userId?: string },
): Promise<RequestRow[]> {
  const userId = await studentFor(db, viewer, q.userId);
  const degreeId = await degreeIdOf(db, q.degreeId);
  if (viewer.role !== "ROLE_STUDENT") await assertStudentInScope(db, viewer, userId, degreeId);
  const rows = (await joined(db, requestFields)
    .where(
      and(
        eq(tfgRequests.userId, userId),
        eq(tfgRequests.degreeId, degreeId),
        eq(tfgRequests.academicYearId, q.academicYearId),
        inArray(tfgRequests.status, [...LIVE_STATES]),
      ),
    )
    .orderBy(tfgRequests.priority)) as RawRow[];
  return rows.map(toRequestRow);
}

/** Does the student have an ACCEPTED area request (the defense tab then appears)? */
export async function hasAcceptedRequest(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tfgRequests.id })
    .from(tfgRequests)
    .where(
      and(
        eq(tfgRequests.userId, userId),
        inArray(tfgRequests.status, [...TFG_TRANSITIONS.request.requestDefense.from]),
      ),
    )
    .limit(1);
  return Boolean(row);
}
