import { and, asc, desc, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, degrees, tfgAreaDegrees, tfgAreas } from "@/db/schema";
import { usable } from "./areas/queries";
import { activeYearId } from "./lookups";
import type { AcademicYearRow, NamedRef } from "./schemas";
import { coordinatedDegrees, studiedDegrees, type Viewer } from "./scope";
import { studentFor } from "./students";

export async function listAcademicYears(db: Db): Promise<AcademicYearRow[]> {
  return db
    .select({ id: academicYears.id, name: academicYears.name, active: academicYears.active })
    .from(academicYears)
    .orderBy(desc(academicYears.name));
}

/**
 * `GET /tfg-api/degrees`: the degrees with available areas (active, with managers) in the year;
 * `all` lists every degree. A student sees only the degrees they study; staff naming `userId`
 * (the extraordinary request) see that student's, if the student is in their scope (403 otherwise).
 */
export async function listDegrees(
  db: Db,
  viewer: Viewer & { externalId: string },
  q: { academicYearId?: number; all: boolean; userId?: string },
) {
  const yearId = q.academicYearId ?? (await activeYearId(db));
  const who = viewer.role === "ROLE_STUDENT" || q.userId ? await studentFor(db, viewer, q.userId) : undefined;
  return db
    .select({ externalId: degrees.externalId, name: degrees.name })
    .from(degrees)
    .where(
      and(
        who ? sql`${degrees.id} in ${studiedDegrees(who)}` : undefined,
        q.all
          ? undefined
          : sql`exists (select 1 from ${tfgAreaDegrees} inner join ${tfgAreas} on ${tfgAreas.id} = ${tfgAreaDegrees.areaId}
              where ${tfgAreaDegrees.degreeId} = ${degrees.id} and ${tfgAreas.academicYearId} = ${yearId} and ${usable})`,
      ),
    )
    .orderBy(asc(degrees.name));
}

/** `GET /tfg-api/coordinators/degrees`: the degrees of the courses the coordinator coordinates. */
export async function coordinatorDegrees(db: Db, viewer: Viewer): Promise<NamedRef[]> {
  return db
    .select({ externalId: degrees.externalId, name: degrees.name })
    .from(degrees)
    .where(sql`${degrees.id} in ${coordinatedDegrees(viewer.id)}`)
    .orderBy(asc(degrees.name));
}
