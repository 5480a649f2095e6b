import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { academicYears, courseMembers, courses, degrees, enrollmentCourses } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { enrolledCourses } from "@/lib/auth/student-scope";
import { NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import { enrollmentTermYears } from "./year";
import type { AcademicTermRow, CapacityYear, DegreeRow, EnrollmentCourseRow } from "./schemas";

const courseShape = {
  courseId: courses.externalId,
  courseName: courses.name,
  credits: enrollmentCourses.credits,
  available: enrollmentCourses.available,
  enrollments: enrollmentCourses.enrollments,
  maxEnrollments: enrollmentCourses.maxEnrollments,
};

/** The year whose capacities a screen shows: the one named (its externalId, 404 if unknown), or the active one. */
export async function capacityYear(db: Db, externalId?: string): Promise<CapacityYear | null> {
  const [year] = await db
    .select({ id: academicYears.id, externalId: academicYears.externalId, name: academicYears.name })
    .from(academicYears)
    .where(externalId ? eq(academicYears.externalId, externalId) : eq(academicYears.active, true));
  if (!year && externalId) throw new NotFoundError(msg("enrollments.errors.academicTermNotFound"));
  return year ?? null;
}

/** 'Cursos registrados para matrículas': every course with an enrolment capacity in year `yearId`. */
export async function listEnrollmentCourses(db: Db, yearId: number): Promise<EnrollmentCourseRow[]> {
  return db
    .select(courseShape)
    .from(enrollmentCourses)
    .innerJoin(courses, eq(courses.id, enrollmentCourses.courseId))
    .where(eq(enrollmentCourses.academicYearId, yearId))
    .orderBy(asc(courses.externalId));
}

/**
 * A select that reads `enrollment_courses`, narrowed to year `yearId` and to a degree's courses (by its
 * externalId) that meet `condition`.
 */
function ofDegree<T extends PgSelect>(query: T, yearId: number, degreeExternalId: string, condition?: SQL) {
  return query
    .innerJoin(courses, eq(courses.id, enrollmentCourses.courseId))
    .innerJoin(degrees, eq(degrees.id, courses.degreeId))
    .where(and(eq(enrollmentCourses.academicYearId, yearId), eq(degrees.externalId, degreeExternalId), condition));
}

/**
 * The enrolment courses of a degree (by its externalId) in year `yearId`: for a student only the open
 * ones (`available`), for staff all of them or those with the `available` asked for.
 */
export async function listDegreeCourses(
  db: Db,
  viewer: Pick<SessionUser, "role">,
  yearId: number,
  degreeExternalId: string,
  requested?: boolean,
): Promise<EnrollmentCourseRow[]> {
  const available = viewer.role === "ROLE_STUDENT" ? true : requested;
  const condition = available === undefined ? undefined : eq(enrollmentCourses.available, available);
  const all = db.select(courseShape).from(enrollmentCourses).$dynamic();
  return ofDegree(all, yearId, degreeExternalId, condition).orderBy(asc(courses.name), asc(courses.externalId));
}

/** Each degree's courses (by its externalId) in year `yearId`, as the request form offers them. */
async function coursesByDegree(db: Db, viewer: Pick<SessionUser, "role">, yearId: number | null, degreeIds: string[]) {
  const lists = degreeIds.map(async (d) => [d, yearId === null ? [] : await listDegreeCourses(db, viewer, yearId, d)]);
  return Object.fromEntries(await Promise.all(lists)) as Record<string, EnrollmentCourseRow[]>;
}

/** For each of enrolment terms `termIds`, each degree's courses (by its externalId) in the term's year. */
export async function coursesByTerm(db: Db, viewer: Pick<SessionUser, "role">, termIds: number[], degreeIds: string[]) {
  const years = await enrollmentTermYears(db, termIds);
  const byYear = new Map<number | null, Record<string, EnrollmentCourseRow[]>>();
  for (const year of new Set(years.values())) byYear.set(year, await coursesByDegree(db, viewer, year, degreeIds));
  return Object.fromEntries(termIds.map((id) => [id, byYear.get(years.get(id) ?? null) ?? {}]));
}

/**
 * The courses of `ids` (externalIds) that belong to the degree and have an enrolment capacity in year
 * `yearId`, by externalId.
 */
export async function degreeEnrollmentCourses(db: Db, yearId: number, degreeExternalId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: number; name: string; available: boolean }>();
  const all = db
    .select({
      id: courses.id,
      externalId: courses.externalId,
      name: courses.name,
      available: enrollmentCourses.available,
    })
    .from(enrollmentCourses)
    .$dynamic();
  const rows = await ofDegree(all, yearId, degreeExternalId, inArray(courses.externalId, ids));
  return new Map(rows.map(({ externalId, ...course }) => [externalId, course]));
}

/**
 * The degrees a user may enrol in: a student's, from the courses they belong to (all degrees for a
 * student who belongs to none yet, e.g. a newcomer); every degree for staff.
 */
export async function listDegrees(db: Db, viewer: SessionUser): Promise<DegreeRow[]> {
  const shape = { externalId: degrees.externalId, degreeName: degrees.name };
  if (viewer.role === "ROLE_STUDENT") {
    const memberships = db.selectDistinct(shape).from(courseMembers).$dynamic();
    const own = await enrolledCourses(memberships, viewer.id).orderBy(asc(degrees.name));
    if (own.length > 0) return own;
  }
  return db.select(shape).from(degrees).orderBy(asc(degrees.name));
}

/** Academic terms (ciclos lectivos): the reference data's academic years, the active one first. */
export async function listAcademicTerms(db: Db): Promise<AcademicTermRow[]> {
  return db
    .select({ externalId: academicYears.externalId, name: academicYears.name })
    .from(academicYears)
    .orderBy(desc(academicYears.active), desc(academicYears.name));
}

/** For each of enrolment terms `termIds`, its academic term: the year its requests belong to (none without one). */
export async function academicTermByTerm(db: Db, termIds: number[]): Promise<Record<number, AcademicTermRow[]>> {
  const years = await enrollmentTermYears(db, termIds);
  const ids = [...new Set(years.values())].filter((id) => id !== null);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: academicYears.id, externalId: academicYears.externalId, name: academicYears.name })
          .from(academicYears)
          .where(inArray(academicYears.id, ids));
  const byId = new Map(rows.map(({ id, ...term }) => [id, term]));
  return Object.fromEntries(
    termIds.map((termId) => {
      const term = byId.get(years.get(termId) ?? -1);
      return [termId, term ? [term] : []];
    }),
  );
}
