import { msg } from "@/lib/i18n/message";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { degrees, tfgDefenses, tfgRequests, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import { director, partyFilters, student, withRequestParties } from "../requests/parties";
import { requestScope, type Viewer } from "../scope";
import type { DefenseListQuery, DefenseRow } from "./schemas";

/** A defense's court, as the lists and the calendar name it. */
export const chairman = alias(users, "chairman");
export const secretary = alias(users, "secretary");
export const vocal = alias(users, "vocal");

const fields = {
  id: tfgDefenses.id,
  requestId: tfgDefenses.requestId,
  defenseRequestStatus: tfgDefenses.status,
  location: tfgDefenses.location,
  rejectReason: tfgDefenses.rejectReason,
  title: tfgDefenses.title,
  comments: tfgDefenses.comments,
  start: tfgDefenses.start,
  created: tfgDefenses.createdAt,
  chairman: chairman.externalId,
  secretary: secretary.externalId,
  vocal: vocal.externalId,
  chairmanName: fullName(chairman),
  secretaryName: fullName(secretary),
  vocalName: fullName(vocal),
  termId: tfgDefenses.termId,
  timeSpanId: tfgDefenses.timeSpanId,
  courtId: tfgDefenses.courtId,
  degreeId: degrees.externalId,
  degreeName: degrees.name,
  academicYearId: tfgRequests.academicYearId,
  userId: student.externalId,
  userName: fullName(student),
  userGivenName: student.givenName,
  userFamilyName: student.familyName,
  dni: student.dni,
  provisionalTitle: tfgRequests.provisionalTitle,
  instructorName: fullName(director),
};

const SORTS = {
  id: tfgDefenses.id,
  created: tfgDefenses.createdAt,
  start: tfgDefenses.start,
  userName: sql`${student.familyName} || ' ' || ${student.givenName}`,
  degreeName: degrees.name,
  status: tfgDefenses.status,
  title: tfgDefenses.title,
};

/**
 * A defense's request, its student, director and degree, and its court joined onto a select that
 * reads `tfg_defenses`: every one a required reference, so the joins keep every row.
 */
export function withDefenseNames<T extends PgSelect>(query: T) {
  return withRequestParties(query.innerJoin(tfgRequests, eq(tfgRequests.id, tfgDefenses.requestId)))
    .innerJoin(chairman, eq(chairman.id, tfgDefenses.chairmanId))
    .innerJoin(secretary, eq(secretary.id, tfgDefenses.secretaryId))
    .innerJoin(vocal, eq(vocal.id, tfgDefenses.vocalId));
}

const joined = <F extends Record<string, unknown>>(db: Db, f: F) =>
  withDefenseNames(
    db
      .select(f as never)
      .from(tfgDefenses)
      .$dynamic(),
  );

type Raw = Omit<DefenseRow, "start" | "created"> & { start: Date; created: Date };
const toRow = (r: Raw): DefenseRow => ({ ...r, start: r.start.toISOString(), created: r.created.toISOString() });

/** Court members see the defenses they sit on as directors do. */
export const sitsOn = (userId: number) =>
  or(eq(tfgDefenses.chairmanId, userId), eq(tfgDefenses.secretaryId, userId), eq(tfgDefenses.vocalId, userId));

/**
 * Which defenses a viewer sees: students their own; admins and secretaries all; DIRECTOR (the
 * instructor default) those of the projects they direct or whose court they sit on; GESTION (the
 * coordinator default) those of the requests they manage.
 */
function defenseScope(viewer: Viewer, filter?: "GESTION" | "DIRECTOR"): SQL | undefined {
  if (viewer.role !== "ROLE_INSTRUCTOR" && viewer.role !== "ROLE_COORD") return requestScope(viewer, filter);
  const mode = filter ?? (viewer.role === "ROLE_COORD" ? "GESTION" : "DIRECTOR");
  return mode === "DIRECTOR"
    ? or(requestScope(viewer, "DIRECTOR"), sitsOn(viewer.id))
    : requestScope(viewer, "GESTION");
}

/** `GET /tfg-api/requests/defenses`. */
export async function listDefenses(db: Db, viewer: Viewer, q: DefenseListQuery): Promise<Page<DefenseRow>> {
  const where = and(
    defenseScope(viewer, q.filter),
    ...partyFilters(viewer, q),
    q.requestId ? eq(tfgDefenses.requestId, q.requestId) : undefined,
    q.status ? eq(tfgDefenses.status, q.status) : undefined,
    q.tribunalId ? eq(tfgDefenses.courtId, q.tribunalId) : undefined,
  );
  return pagedList(db, q, {
    fields,
    rows: (f) => joined(db, f).where(where).$dynamic(),
    sorts: SORTS,
    defaultSort: "created",
    tiebreak: tfgDefenses.id,
    row: (r) => toRow(r as Raw),
  });
}

export async function defenseRow(db: Db, id: number): Promise<DefenseRow> {
  const [row] = (await joined(db, fields).where(eq(tfgDefenses.id, id))) as Raw[];
  if (!row) throw new NotFoundError(msg("tfg.errors.defenseNotFound"));
  return toRow(row);
}

/** The defense `defenseId` of request `requestId` inside `scope`, else 404. */
export async function defenseInScope(db: Db, requestId: number, defenseId: number, scope: SQL | undefined) {
  const [row] = await db
    .select({ defense: tfgDefenses })
    .from(tfgDefenses)
    .innerJoin(tfgRequests, eq(tfgRequests.id, tfgDefenses.requestId))
    .where(and(eq(tfgDefenses.id, defenseId), eq(tfgDefenses.requestId, requestId), scope));
  if (!row) throw new NotFoundError(msg("tfg.errors.defenseNotFound"));
  return row.defense;
}
