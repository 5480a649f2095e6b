import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import {
  academicYears,
  courseMembers,
  courses,
  degrees,
  tfgAreaManagers,
  tfgAreas,
  tfgRequests,
  users,
} from "@/db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "@/lib/api/errors";
import type { Role } from "@/lib/auth/roles";
import { NO_MANAGEMENT_ACCESS } from "./constants";

/** Who is asking: enough to scope TFG rows (a background job keeps just this). */
export interface Viewer {
  id: number;
  role: Role;
}

/** Areas the user manages, as a subquery on area ids. */
const managedAreas = (userId: number) =>
  sql`(select ${tfgAreaManagers.areaId} from ${tfgAreaManagers} where ${tfgAreaManagers.userId} = ${userId})`;

/** Degrees of the courses the user coordinates, as a subquery on degree ids. */
export const coordinatedDegrees = (userId: number) =>
  sql`(select ${courses.degreeId} from ${courses} inner join ${courseMembers} on ${courseMembers.courseId} = ${courses.id}
    where ${courseMembers.userId} = ${userId} and ${courseMembers.memberRole} = 'COORDINATOR')`;

/**
 * Which area requests a viewer sees in a list: students their own; admins and secretaries all;
 * DIRECTOR the requests they direct; GESTION those in areas they manage or (coordinators) in the
 * degrees they coordinate. Instructors default to DIRECTOR, coordinators to GESTION.
 */
export function requestScope(viewer: Viewer, filter?: "GESTION" | "DIRECTOR"): SQL | undefined {
  switch (viewer.role) {
    case "ROLE_STUDENT":
      return eq(tfgRequests.userId, viewer.id);
    case "ROLE_ADMIN":
    case "ROLE_SECR":
      return undefined;
    case "ROLE_INSTRUCTOR":
    case "ROLE_COORD": {
      const mode = filter ?? (viewer.role === "ROLE_COORD" ? "GESTION" : "DIRECTOR");
      if (mode === "DIRECTOR") return eq(tfgRequests.instructorId, viewer.id);
      const managed = sql`${tfgRequests.areaId} in ${managedAreas(viewer.id)}`;
      return viewer.role === "ROLE_COORD"
        ? sql`(${managed} or ${tfgRequests.degreeId} in ${coordinatedDegrees(viewer.id)})`
        : managed;
    }
    default:
      return sql`false`;
  }
}

/**
 * The GESTION view belongs to coordinators, admins, secretaries and instructors who manage an area of
 * the active year; anyone else asking for it is refused (403), not shown an empty list.
 */
export async function checkListFilter(db: Db, viewer: Viewer, filter?: "GESTION" | "DIRECTOR") {
  if (filter !== "GESTION" || ["ROLE_COORD", "ROLE_ADMIN", "ROLE_SECR"].includes(viewer.role)) return;
  if (viewer.role === "ROLE_INSTRUCTOR" && (await managesAreas(db, viewer.id))) return;
  throw new ForbiddenError(NO_MANAGEMENT_ACCESS);
}

/** Who may accept, reject and edit: admins and secretaries any request, others those they manage (GESTION). */
export const manageScope = (viewer: Viewer) => requestScope(viewer, "GESTION");

/** Who may read one request (its PDF): the student, its director, or whoever manages it. */
export function readScope(viewer: Viewer): SQL | undefined {
  if (viewer.role === "ROLE_INSTRUCTOR" || viewer.role === "ROLE_COORD") {
    return sql`(${requestScope(viewer, "DIRECTOR")} or ${requestScope(viewer, "GESTION")})`;
  }
  return requestScope(viewer);
}

/** The request `id` if the viewer's `scope` includes it; 404 otherwise, whether or not it exists. */
export async function requestInScope(db: Db, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(tfgRequests)
    .where(and(eq(tfgRequests.id, id), scope));
  if (!row) throw new NotFoundError("No se ha encontrado la solicitud");
  return row;
}

/** Does the user manage at least one thematic area of the active academic year? */
export async function managesAreas(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tfgAreas.id })
    .from(tfgAreaManagers)
    .innerJoin(tfgAreas, eq(tfgAreas.id, tfgAreaManagers.areaId))
    .innerJoin(academicYears, eq(academicYears.id, tfgAreas.academicYearId))
    .where(and(eq(tfgAreaManagers.userId, userId), eq(academicYears.active, true)))
    .limit(1);
  return Boolean(row);
}

/** The active academic year (or the most recent one), for calls that do not name a year. */
export async function activeYearId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .orderBy(sql`${academicYears.active} desc`, sql`${academicYears.name} desc`)
    .limit(1);
  if (!row) throw new NotFoundError("No hay ningún curso académico");
  return row.id;
}

export async function yearExists(db: Db, id: number) {
  const [row] = await db.select().from(academicYears).where(eq(academicYears.id, id));
  if (!row)
    throw new ValidationError("El curso académico no existe", { academicYearId: ["El curso académico no existe"] });
  return row;
}

/** Degree ids by external id; any unknown one is a 400 naming it. */
export async function degreeIdsOf(db: Db, externalIds: string[], field = "degreeId"): Promise<Map<string, number>> {
  const unique = [...new Set(externalIds)];
  const rows = unique.length
    ? await db
        .select({ id: degrees.id, externalId: degrees.externalId })
        .from(degrees)
        .where(inArray(degrees.externalId, unique))
    : [];
  const found = new Map(rows.map((r) => [r.externalId, r.id]));
  const missing = unique.filter((e) => !found.has(e));
  if (missing.length)
    throw new ValidationError(`No existe la titulación ${missing.join(", ")}`, {
      [field]: ["La titulación no existe"],
    });
  return found;
}

/** Users of the given roles by external id; any unknown one is a 400 naming it. */
export async function userIdsOf(
  db: Db,
  externalIds: string[],
  roles: Role[],
  what: string,
  field: string,
): Promise<Map<string, number>> {
  const unique = [...new Set(externalIds)];
  const rows = unique.length
    ? await db
        .select({ id: users.id, externalId: users.externalId })
        .from(users)
        .where(and(inArray(users.externalId, unique), inArray(users.role, roles)))
    : [];
  const found = new Map(rows.map((r) => [r.externalId, r.id]));
  const missing = unique.filter((e) => !found.has(e));
  if (missing.length)
    throw new ValidationError(`No existe el ${what} ${missing.join(", ")}`, { [field]: [`El ${what} no existe`] });
  return found;
}

/** The roles that can direct a TFG and manage an area. */
export const DIRECTOR_ROLES: Role[] = ["ROLE_INSTRUCTOR", "ROLE_COORD"];

export const fullName = (t: { givenName: unknown; familyName: unknown }) =>
  sql<string>`${t.givenName} || ' ' || ${t.familyName}`;
