import { msg } from "@/lib/i18n/message";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import {
  academicYears,
  courseMembers,
  courses,
  tfgAreaDegrees,
  tfgAreaManagers,
  tfgAreas,
  tfgRequests,
} from "@/db/schema";
import { ForbiddenError, NotFoundError } from "@/lib/api/errors";
import type { Role } from "@/db/enums/roles";
import { rowsOf } from "@/lib/sql-rows";
import { membershipInYear } from "@/lib/academic-year/memberships";

/** Who is asking: enough to scope TFG rows (a background job keeps just this). */
export interface Viewer {
  id: number;
  role: Role;
}

/** Areas the user manages, as a subquery on area ids. */
const managedAreas = (userId: number) =>
  sql`(select ${tfgAreaManagers.areaId} from ${tfgAreaManagers} where ${tfgAreaManagers.userId} = ${userId})`;

/** Degrees of the areas the user manages, as a subquery on degree ids. */
const managedAreaDegrees = (userId: number) =>
  sql`(select ${tfgAreaDegrees.degreeId} from ${tfgAreaDegrees} inner join ${tfgAreaManagers} on ${tfgAreaManagers.areaId} = ${tfgAreaDegrees.areaId}
    where ${tfgAreaManagers.userId} = ${userId})`;

const memberDegrees = (userId: number, memberRole: "COORDINATOR" | "STUDENT") =>
  sql`(select ${courses.degreeId} from ${courses} inner join ${courseMembers} on ${courseMembers.courseId} = ${courses.id}
    where ${courseMembers.userId} = ${userId} and ${courseMembers.memberRole} = ${memberRole} and ${membershipInYear()})`;

/** Degrees of the courses the user coordinates, as a subquery on degree ids. */
export const coordinatedDegrees = (userId: number) => memberDegrees(userId, "COORDINATOR");

/** Degrees a student studies (course membership), as a subquery on degree ids. */
export const studiedDegrees = (userId: number) => memberDegrees(userId, "STUDENT");

type RowRef = { areaId: SQL | SQL.Aliased | typeof tfgRequests.areaId; degreeId: SQL | typeof tfgRequests.degreeId };

/**
 * GESTION: the requests staff manage, as a condition on a request's area and degree. Admins and
 * secretaries all; instructors those in areas they manage; coordinators those too and those of the
 * degrees they coordinate. It holds for rows and for the values a request is moved to alike.
 */
function manages(viewer: Viewer, row: RowRef): SQL | undefined {
  switch (viewer.role) {
    case "ROLE_ADMIN":
    case "ROLE_SECR":
      return undefined;
    case "ROLE_INSTRUCTOR":
      return sql`${row.areaId} in ${managedAreas(viewer.id)}`;
    case "ROLE_COORD":
      return sql`(${row.areaId} in ${managedAreas(viewer.id)} or ${row.degreeId} in ${coordinatedDegrees(viewer.id)})`;
    default:
      return sql`false`;
  }
}

/**
 * Which area requests a viewer sees in a list: students their own; DIRECTOR the requests they
 * direct; GESTION those they manage. Instructors default to DIRECTOR, coordinators to GESTION.
 */
export function requestScope(viewer: Viewer, filter?: "GESTION" | "DIRECTOR"): SQL | undefined {
  if (viewer.role === "ROLE_STUDENT") return eq(tfgRequests.userId, viewer.id);
  const mode = filter ?? (viewer.role === "ROLE_INSTRUCTOR" ? "DIRECTOR" : "GESTION");
  if (mode === "DIRECTOR" && (viewer.role === "ROLE_INSTRUCTOR" || viewer.role === "ROLE_COORD"))
    return eq(tfgRequests.instructorId, viewer.id);
  return manages(viewer, tfgRequests);
}

/**
 * The GESTION view belongs to coordinators, admins, secretaries and instructors who manage an area of
 * the active year; anyone else asking for it is refused (403), not shown an empty list.
 */
export async function checkListFilter(db: Db, viewer: Viewer, filter?: "GESTION" | "DIRECTOR") {
  if (filter !== "GESTION" || ["ROLE_COORD", "ROLE_ADMIN", "ROLE_SECR"].includes(viewer.role)) return;
  if (viewer.role === "ROLE_INSTRUCTOR" && (await managesAreas(db, viewer.id))) return;
  throw new ForbiddenError(msg("tfg.errors.noManagementAccess"));
}

/** Who may accept, reject and edit: admins and secretaries any request, others those they manage (GESTION). */
export const manageScope = (viewer: Viewer) => requestScope(viewer, "GESTION");

/** Who may read one request (its PDF, its courts): the student, its director, or whoever manages it. */
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
  if (!row) throw new NotFoundError(msg("tfg.errors.requestNotFound"));
  return row;
}

async function holds(db: Db, condition: SQL | undefined): Promise<boolean> {
  if (!condition) return true;
  return rowsOf(await db.execute(sql`select 1 as ok where ${condition}`)).length > 0;
}

const OUT_OF_SCOPE_CHOICE = msg("tfg.errors.outOfScopeChoice");

/** Staff move a request only to an area and degree they manage too (403 otherwise). */
export async function assertManagesChoice(db: Db, viewer: Viewer, choice: { areaId: number; degreeId: number }) {
  if (!(await holds(db, manages(viewer, { areaId: sql`${choice.areaId}`, degreeId: sql`${choice.degreeId}` }))))
    throw new ForbiddenError(OUT_OF_SCOPE_CHOICE);
}

/**
 * The degrees staff act on for a student (extraordinary requests, the student's degrees and current
 * requests): coordinators the degrees they coordinate and those of the areas they manage, instructors
 * those of their areas, secretaries and admins all (undefined).
 */
function staffDegrees(viewer: Viewer): SQL | undefined {
  switch (viewer.role) {
    case "ROLE_ADMIN":
    case "ROLE_SECR":
      return undefined;
    case "ROLE_COORD":
      return sql`(${coordinatedDegrees(viewer.id)} union ${managedAreaDegrees(viewer.id)})`;
    case "ROLE_INSTRUCTOR":
      return managedAreaDegrees(viewer.id);
    default:
      return sql`(select null::int where false)`;
  }
}

const STUDENT_OUT_OF_SCOPE = msg("tfg.errors.studentOutOfScope");
const DEGREE_OUT_OF_SCOPE = msg("tfg.errors.degreeOutOfScope");

/** Staff reach a student who studies a degree of their scope, and (with `degreeId`) only that degree of it; 403 otherwise. */
export async function assertStudentInScope(db: Db, viewer: Viewer, studentId: number, degreeId?: number) {
  const degrees = staffDegrees(viewer);
  if (!degrees) return;
  if (!(await holds(db, sql`exists (select 1 from ${studiedDegrees(studentId)} d(id) where d.id in ${degrees})`)))
    throw new ForbiddenError(STUDENT_OUT_OF_SCOPE);
  if (degreeId !== undefined && !(await holds(db, sql`${degreeId} in ${degrees}`)))
    throw new ForbiddenError(DEGREE_OUT_OF_SCOPE);
}

const DEGREE_NOT_STUDIED = msg("tfg.errors.degreeNotStudied");

/** A request is for a degree its student studies (403 otherwise, for students and staff alike). */
export async function assertStudies(db: Db, studentId: number, degreeId: number) {
  if (!(await holds(db, sql`${degreeId} in ${studiedDegrees(studentId)}`)))
    throw new ForbiddenError(DEGREE_NOT_STUDIED);
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
