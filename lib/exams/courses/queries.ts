import { msg } from "@/lib/i18n/message";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { courseMembers, courses, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { examCourseScope, isSupport } from "../scope";
import type { CourseRow } from "./schemas";
import { membershipInYear } from "@/lib/academic-year/memberships";

/** A course the viewer may see, by its external id; otherwise 404 whether or not it exists. */
export async function courseInScope(db: Db, viewer: SessionUser, courseExternalId: string) {
  const [course] = await db
    .select({ id: courses.id, externalId: courses.externalId, name: courses.name })
    .from(courses)
    .where(and(eq(courses.externalId, courseExternalId), examCourseScope(viewer)));
  if (!course) throw new NotFoundError(msg("exams.errors.courseNotFound"));
  return course;
}

const courseFields = { courseId: courses.externalId, courseName: courses.name };

/** `GET /exams-api/courses`: the courses the viewer may see. */
export async function listCourses(db: Db, viewer: SessionUser): Promise<CourseRow[]> {
  return db.select(courseFields).from(courses).where(examCourseScope(viewer)).orderBy(asc(courses.externalId));
}

/** The id of the person `externalId` names: the viewer themselves, or anyone for support (404 otherwise). */
async function personInScope(db: Db, viewer: SessionUser, externalId: string): Promise<number> {
  if (externalId === viewer.externalId) return viewer.id;
  if (!isSupport(viewer)) throw new NotFoundError(msg("exams.errors.userNotFound"));
  return userIdOf(db, externalId);
}

/** The courses of a person as a member (`memberRole`, or any: those they study, teach or coordinate). */
async function coursesAs(db: Db, viewer: SessionUser, externalId: string, memberRole?: "STUDENT") {
  const personId = await personInScope(db, viewer, externalId);
  return db
    .selectDistinct(courseFields)
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(
      and(
        eq(courseMembers.userId, personId),
        memberRole ? eq(courseMembers.memberRole, memberRole) : undefined,
        membershipInYear(),
      ),
    )
    .orderBy(asc(courses.externalId));
}

/** The courses of a person: those they study, teach or coordinate. */
export const coursesOf = (db: Db, viewer: SessionUser, externalId: string): Promise<CourseRow[]> =>
  coursesAs(db, viewer, externalId);

/** The courses a user is enrolled in as a student. */
export const enrollmentsOf = (db: Db, viewer: SessionUser, externalId: string): Promise<CourseRow[]> =>
  coursesAs(db, viewer, externalId, "STUDENT");

export async function userIdOf(db: Db, externalId: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.externalId, externalId));
  if (!user) throw new NotFoundError(msg("exams.errors.userNotFound"));
  return user.id;
}
