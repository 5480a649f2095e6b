import { msg } from "@/lib/i18n/message";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { courseMembers, courses, degrees, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "./session-store";
import { membershipInYear, yearMembers } from "@/lib/academic-year/memberships";

const STAFF_MEMBERSHIP = { ROLE_COORD: "COORDINATOR", ROLE_INSTRUCTOR: "INSTRUCTOR" } as const;

/**
 * Which students a member of staff may see, as a condition on `users.id`: secretaries and admins
 * every student; coordinators and instructors the students of the courses they coordinate or teach.
 */
export function visibleStudents(staff: SessionUser): SQL {
  const isStudent = eq(users.role, "ROLE_STUDENT");
  if (staff.role === "ROLE_SECR" || staff.role === "ROLE_ADMIN") return isStudent;
  const membership = STAFF_MEMBERSHIP[staff.role as keyof typeof STAFF_MEMBERSHIP];
  if (!membership) return sql`false`;
  return and(
    isStudent,
    sql`exists (select 1 from ${yearMembers()} enrolled
      inner join ${yearMembers()} teaching on teaching.course_id = enrolled.course_id
      where enrolled.user_id = ${users.id} and enrolled.member_role = 'STUDENT'
        and teaching.user_id = ${staff.id} and teaching.member_role = ${membership})`,
  )!;
}

/** The student with `externalId` if `staff` may see them; otherwise 404, whether or not they exist. */
export async function studentInScope(db: Db, staff: SessionUser, externalId: string) {
  const [student] = await db
    .select({
      id: users.id,
      externalId: users.externalId,
      dni: users.dni,
      givenName: users.givenName,
      familyName: users.familyName,
      email: users.email,
      mobilePhone: users.mobilePhone,
    })
    .from(users)
    .where(and(eq(users.externalId, externalId), visibleStudents(staff)));
  if (!student) throw new NotFoundError(msg("errors.studentNotFound"));
  return student;
}

/**
 * Which courses a member of staff may pick students from (the interactions wizard): secretaries and
 * admins every course; coordinators and instructors the courses they coordinate or teach.
 */
export function visibleCourses(staff: SessionUser): SQL {
  if (staff.role === "ROLE_SECR" || staff.role === "ROLE_ADMIN") return sql`true`;
  const membership = STAFF_MEMBERSHIP[staff.role as keyof typeof STAFF_MEMBERSHIP];
  if (!membership) return sql`false`;
  return sql`exists (select 1 from ${yearMembers()} teaching
    where teaching.course_id = ${courses.id} and teaching.user_id = ${staff.id} and teaching.member_role = ${membership})`;
}

/** The courses `studentId` is enrolled in this academic year, with their degrees, joined onto a select that reads `course_members`. */
export function enrolledCourses<T extends PgSelect>(memberships: T, studentId: number) {
  return memberships
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .innerJoin(degrees, eq(degrees.id, courses.degreeId))
    .where(and(eq(courseMembers.userId, studentId), eq(courseMembers.memberRole, "STUDENT"), membershipInYear()));
}
