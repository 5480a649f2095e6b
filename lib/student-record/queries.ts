import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { courseMembers, courses, degrees, grades, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import type { SessionUser } from "@/lib/auth/session-store";
import { enrolledCourses, visibleStudents } from "@/lib/auth/student-scope";
import { gradesWithCourse } from "@/lib/grades/queries";
import { pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import type {
  MyStudentRow,
  SearchKind,
  SearchQuery,
  StudentCourseRow,
  StudentGradeRow,
  StudentRow,
  StudentSearchRow,
} from "./schemas";
import { containsPattern } from "./search-text";
import { membershipInYear, yearMembers } from "@/lib/academic-year/memberships";

const SEARCH_COLUMNS = {
  id: users.searchExternalId,
  name: users.searchGivenName,
  family: users.searchFamilyName,
  email: users.searchEmail,
} as const;

/** A student as a search returns them (`StudentSearchRow`). */
export const studentShape = {
  userId: users.externalId,
  dni: users.dni,
  name: users.givenName,
  surnames: users.familyName,
  email: users.email,
};

/**
 * The search as a list: a partial, accent- and case-insensitive match on a trigram-indexed column,
 * within the caller's scope, by surname and name, ascending unless the query asks otherwise
 * (`npm run bench` prints its plan).
 */
export function studentSearchList(db: Db, staff: SessionUser, kind: SearchKind, term: string) {
  const where = and(visibleStudents(staff), sql`${SEARCH_COLUMNS[kind]} like ${containsPattern(term)}`);
  return {
    fields: studentShape,
    rows: (fields: typeof studentShape & { totalElements: SQL<number> }) =>
      db.select(fields).from(users).where(where).$dynamic(),
    sorts: { name: [users.familyName, users.givenName] },
    defaultSort: "name" as const,
    defaultDirection: "asc" as const,
    tiebreak: users.id,
  };
}

/** Students matching `term` by id, name, surnames or e-mail, among those the caller may see; paged. */
export async function searchStudents(
  db: Db,
  staff: SessionUser,
  kind: SearchKind,
  term: string,
  q: SearchQuery,
): Promise<Page<StudentSearchRow>> {
  return pagedList(db, q, studentSearchList(db, staff, kind, term));
}

/** 'Información personal': the student with this DNI if the caller may see them, else 404. */
export async function studentByDni(db: Db, staff: SessionUser, dni: string): Promise<StudentRow> {
  const [row] = await db
    .select({ ...studentShape, mobilePhone: users.mobilePhone })
    .from(users)
    .where(and(eq(users.dni, dni), visibleStudents(staff)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!row) throw new NotFoundError(msg("studentRecord.errors.notFound"));
  return row;
}

/** 'Asignaturas disponibles': the courses the student is enrolled in. */
export async function studentCourses(db: Db, studentId: number): Promise<StudentCourseRow[]> {
  const memberships = db
    .select({
      externalId: courses.externalId,
      uuid: courses.uuid,
      titulation: degrees.externalId,
      titulationName: degrees.name,
      name: courses.name,
      description: courses.description,
      term: courses.term,
      created: courses.createdAt,
      externalLink: courses.externalLink,
    })
    .from(courseMembers)
    .$dynamic();
  const rows = await enrolledCourses(memberships, studentId).orderBy(asc(degrees.name), asc(courses.name));
  return rows.map((r) => ({ ...r, created: r.created.toISOString() }));
}

/** Every convocatoria that has grades (the names only: no student's data). */
export async function convocatories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ convocatory: grades.convocatory })
    .from(grades)
    .orderBy(asc(grades.convocatory));
  return rows.map((r) => r.convocatory);
}

export async function studentGrades(db: Db, studentId: number, convocatory: string): Promise<StudentGradeRow[]> {
  return gradesWithCourse(db, {
    courseId: courses.externalId,
    courseName: courses.name,
    term: grades.term,
    convocatory: grades.convocatory,
    grade: grades.grade,
    gradeText: grades.gradeText,
  })
    .where(and(eq(grades.userId, studentId), eq(grades.convocatory, convocatory)))
    .orderBy(desc(grades.term), asc(courses.name));
}

/** 'Tus alumnos': one row per student and course the instructor teaches. */
export async function myStudents(db: Db, instructor: SessionUser): Promise<MyStudentRow[]> {
  return db
    .select({
      userId: users.externalId,
      name: users.givenName,
      surname: users.familyName,
      courseId: courses.externalId,
      courseName: courses.name,
    })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(
      and(
        eq(courseMembers.memberRole, "STUDENT"),
        membershipInYear(),
        eq(users.role, "ROLE_STUDENT"),
        sql`exists (select 1 from ${yearMembers()} teaching where teaching.course_id = ${courses.id}
          and teaching.user_id = ${instructor.id} and teaching.member_role = 'INSTRUCTOR')`,
      ),
    )
    .orderBy(asc(courses.name), asc(users.familyName), asc(users.givenName));
}
