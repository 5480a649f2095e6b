import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, courseMembers, courses, degrees, tfgAreaDegrees, tfgAreaManagers, tfgAreas } from "@/db/schema";
import type { AcademicYearRow, AreaRow, NamedRef } from "./schemas";
import { activeYearId, coordinatedDegrees, type Viewer } from "./scope";
import { areasByIds } from "./areas";

export async function listAcademicYears(db: Db): Promise<AcademicYearRow[]> {
  return db
    .select({ id: academicYears.id, name: academicYears.name, active: academicYears.active })
    .from(academicYears)
    .orderBy(desc(academicYears.name));
}

const usable = sql`${tfgAreas.active} and exists (select 1 from ${tfgAreaManagers} where ${tfgAreaManagers.areaId} = ${tfgAreas.id})`;

/** Degrees a student studies (course membership). */
const studiedBy = (userId: number) =>
  sql`${degrees.id} in (select ${courses.degreeId} from ${courses} inner join ${courseMembers} on ${courseMembers.courseId} = ${courses.id}
    where ${courseMembers.userId} = ${userId} and ${courseMembers.memberRole} = 'STUDENT')`;

/**
 * `GET /tfg-api/degrees`: the degrees with available areas (active, with managers) in the year;
 * `all` lists every degree. A student sees only the degrees they study; staff naming `userId`
 * (the extraordinary request) see that student's.
 */
export async function listDegrees(
  db: Db,
  viewer: Viewer,
  q: { academicYearId?: number; all: boolean; userId?: string },
  studentId?: number,
) {
  const yearId = q.academicYearId ?? (await activeYearId(db));
  const who = viewer.role === "ROLE_STUDENT" ? viewer.id : studentId;
  return db
    .select({ externalId: degrees.externalId, name: degrees.name })
    .from(degrees)
    .where(
      and(
        who ? studiedBy(who) : undefined,
        q.all
          ? undefined
          : sql`exists (select 1 from ${tfgAreaDegrees} inner join ${tfgAreas} on ${tfgAreas.id} = ${tfgAreaDegrees.areaId}
              where ${tfgAreaDegrees.degreeId} = ${degrees.id} and ${tfgAreas.academicYearId} = ${yearId} and ${usable})`,
      ),
    )
    .orderBy(asc(degrees.name));
}

/** `GET /tfg-api/degrees/{degreeId}/areas`: the degree's areas of the year; without `all`, only usable ones. */
export async function degreeAreas(
  db: Db,
  degreeId: number,
  q: { academicYearId?: number; all: boolean },
): Promise<AreaRow[]> {
  const yearId = q.academicYearId ?? (await activeYearId(db));
  const ids = await db
    .select({ id: tfgAreas.id })
    .from(tfgAreas)
    .innerJoin(tfgAreaDegrees, and(eq(tfgAreaDegrees.areaId, tfgAreas.id), eq(tfgAreaDegrees.degreeId, degreeId)))
    .where(and(eq(tfgAreas.academicYearId, yearId), q.all ? undefined : usable));
  return areasByIds(
    db,
    ids.map((r) => r.id),
  );
}

/** `GET /tfg-api/coordinators/degrees`: the degrees of the courses the coordinator coordinates. */
export async function coordinatorDegrees(db: Db, viewer: Viewer): Promise<NamedRef[]> {
  return db
    .select({ externalId: degrees.externalId, name: degrees.name })
    .from(degrees)
    .where(sql`${degrees.id} in ${coordinatedDegrees(viewer.id)}`)
    .orderBy(asc(degrees.name));
}

export async function degreeRefs(db: Db, ids: number[]): Promise<Map<number, NamedRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: degrees.id, externalId: degrees.externalId, name: degrees.name })
    .from(degrees)
    .where(inArray(degrees.id, ids));
  return new Map(rows.map(({ id, ...ref }) => [id, ref]));
}
