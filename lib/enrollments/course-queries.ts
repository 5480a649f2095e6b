import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, degrees, enrollmentCourses } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import type { EnrollmentCourseRow } from "./schemas";

const courseShape = {
  courseId: courses.externalId,
  courseName: courses.name,
  credits: enrollmentCourses.credits,
  available: enrollmentCourses.available,
  enrollments: enrollmentCourses.enrollments,
  maxEnrollments: enrollmentCourses.maxEnrollments,
};

/** 'Cursos registrados para matrículas': every course with an enrolment capacity. */
export async function listEnrollmentCourses(db: Db): Promise<EnrollmentCourseRow[]> {
  return db
    .select(courseShape)
    .from(enrollmentCourses)
    .innerJoin(courses, eq(courses.id, enrollmentCourses.courseId))
    .orderBy(asc(courses.externalId));
}

/**
 * The enrolment courses of a degree (by its externalId): for a student only the open ones
 * (`available`), for staff all of them or those with the `available` asked for.
 */
export async function listGradeCourses(
  db: Db,
  viewer: SessionUser,
  gradeExternalId: string,
  requested?: boolean,
): Promise<EnrollmentCourseRow[]> {
  const available = viewer.role === "ROLE_STUDENT" ? true : requested;
  return db
    .select(courseShape)
    .from(enrollmentCourses)
    .innerJoin(courses, eq(courses.id, enrollmentCourses.courseId))
    .innerJoin(degrees, eq(degrees.id, courses.degreeId))
    .where(
      and(
        eq(degrees.externalId, gradeExternalId),
        available === undefined ? undefined : eq(enrollmentCourses.available, available),
      ),
    )
    .orderBy(asc(courses.name), asc(courses.externalId));
}

/** The courses of `ids` (externalIds) that belong to the degree and have an enrolment capacity, by externalId. */
export async function degreeEnrollmentCourses(db: Db, gradeExternalId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: number; name: string; available: boolean }>();
  const rows = await db
    .select({
      id: courses.id,
      externalId: courses.externalId,
      name: courses.name,
      available: enrollmentCourses.available,
    })
    .from(courses)
    .innerJoin(degrees, eq(degrees.id, courses.degreeId))
    .innerJoin(enrollmentCourses, eq(enrollmentCourses.courseId, courses.id))
    .where(and(eq(degrees.externalId, gradeExternalId), inArray(courses.externalId, ids)));
  return new Map(rows.map(({ externalId, ...course }) => [externalId, course]));
}
