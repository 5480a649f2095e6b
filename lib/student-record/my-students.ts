import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { courseMembers, courses, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { tableQuerySchema } from "@/lib/list/table-query";
import { pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { membershipInYear, yearMembers } from "@/lib/academic-year/memberships";

/** 'Tus alumnos' as a list: each student once, optionally only those of one course (its external id). */
/** 'Tus alumnos' is an instructor's: the students of the courses they teach. */
export const hasOwnStudents = (user: SessionUser) => user.role === "ROLE_INSTRUCTOR";

export const myStudentsQuery = tableQuerySchema(["name"] as const).extend({
  course: z.string().trim().max(100).optional(),
});
export type MyStudentsQuery = z.infer<typeof myStudentsQuery>;

export interface MyStudentListRow {
  userId: string;
  dni: string;
  name: string;
  surnames: string;
  /** The instructor's courses the student is enrolled in, by name. */
  courses: string;
}

/** Enrolments of the student in `users.id` in courses `instructorId` teaches (and, with `course`, that one). */
function taughtEnrolments(instructorId: number, course: string | undefined): SQL {
  return sql`from ${yearMembers()} enrolled
    inner join ${yearMembers()} teaching on teaching.course_id = enrolled.course_id
      and teaching.user_id = ${instructorId} and teaching.member_role = 'INSTRUCTOR'
    inner join ${courses} c on c.id = enrolled.course_id
    where enrolled.user_id = ${users.id} and enrolled.member_role = 'STUDENT'
      ${course ? sql`and c.external_id = ${course}` : sql``}`;
}

/** The instructor's students, each once with the names of the courses where they meet, by surname and name. */
export async function myStudentsPage(
  db: Db,
  instructor: SessionUser,
  q: MyStudentsQuery,
): Promise<Page<MyStudentListRow>> {
  const fields = {
    userId: users.externalId,
    dni: users.dni,
    name: users.givenName,
    surnames: users.familyName,
    courses: sql<string>`(select string_agg(c.name, ', ' order by c.name) ${taughtEnrolments(instructor.id, undefined)})`,
  };
  const where = sql`${users.role} = 'ROLE_STUDENT' and exists (select 1 ${taughtEnrolments(instructor.id, q.course)})`;
  return pagedList(db, q, {
    fields,
    rows: (f) => db.select(f).from(users).where(where).$dynamic(),
    sorts: { name: [users.familyName, users.givenName] },
    defaultSort: "name",
    defaultDirection: "asc",
    tiebreak: users.id,
  });
}

/** The courses the instructor teaches, for the list's course filter. */
export async function taughtCourses(db: Db, instructor: SessionUser) {
  return db
    .select({ externalId: courses.externalId, name: courses.name })
    .from(courses)
    .innerJoin(courseMembers, eq(courseMembers.courseId, courses.id))
    .where(
      sql`${courseMembers.userId} = ${instructor.id} and ${courseMembers.memberRole} = 'INSTRUCTOR' and ${membershipInYear()}`,
    )
    .orderBy(asc(courses.name));
}
