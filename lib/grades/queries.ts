import { and, asc, desc, eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { courses, degrees, grades, proceedings } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import type { GradeRow, ProceedingRow } from "./schemas";

/** Grades with their course, as every grade list reads them: the student's, the student file's, the proceedings'. */
export const gradesWithCourse = <F extends SelectedFields>(db: Db, fields: F) =>
  db.select(fields).from(grades).innerJoin(courses, eq(courses.id, grades.courseId));

export async function gradesOf(db: Db, userId: number): Promise<GradeRow[]> {
  return gradesWithCourse(db, {
    courseId: courses.externalId,
    courseName: courses.name,
    grade: grades.grade,
    gradeText: grades.gradeText,
    term: grades.term,
    convocatory: grades.convocatory,
    surveyId: grades.surveyId,
    url: grades.surveyUrl,
  })
    .where(eq(grades.userId, userId))
    .orderBy(desc(grades.term), asc(courses.name), asc(grades.convocatory));
}

export async function proceedingsOf(db: Db, userId: number): Promise<ProceedingRow[]> {
  const rows = await db
    .select({
      externalCourseId: degrees.externalId,
      degreeName: degrees.name,
      created: proceedings.createdAt,
      modified: proceedings.modifiedAt,
    })
    .from(proceedings)
    .innerJoin(degrees, eq(degrees.id, proceedings.degreeId))
    .where(eq(proceedings.userId, userId))
    .orderBy(asc(degrees.name));
  return rows.map((r) => ({ ...r, created: r.created.toISOString(), modified: r.modified.toISOString() }));
}

/** The proceeding of one student for one degree (by the degree's externalId), or 404. */
export async function proceedingOf(db: Db, userId: number, degreeExternalId: string) {
  const [row] = await db
    .select({
      fileId: proceedings.fileId,
      externalCourseId: degrees.externalId,
      created: proceedings.createdAt,
      modified: proceedings.modifiedAt,
    })
    .from(proceedings)
    .innerJoin(degrees, eq(degrees.id, proceedings.degreeId))
    .where(and(eq(proceedings.userId, userId), eq(degrees.externalId, degreeExternalId)));
  if (!row) throw new NotFoundError(msg("grades.errors.noProceeding"));
  return row;
}
