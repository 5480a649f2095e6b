import { msg } from "@/lib/i18n/message";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, examVenues, exams } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { examCourseScope } from "../scope";

/** 'Apellidos, Nombre' of a row of `users`, as the lists at the door show it. */
export const listName = (person: { givenName: unknown; familyName: unknown }) =>
  sql<string>`${person.familyName} || ', ' || ${person.givenName}`;

/**
 * An exam whose attendance the viewer keeps (support every exam, an instructor those of their courses
 * this year), with the database's clock; 404 otherwise, as the module answers rows out of scope.
 */
export async function staffExam(db: Db, viewer: SessionUser, examId: number) {
  const [exam] = await db
    .select({
      id: exams.id,
      option: exams.option,
      startsAt: exams.startsAt,
      courseName: courses.name,
      nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`.mapWith(Number),
    })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(and(eq(exams.id, examId), examCourseScope(viewer)));
  if (!exam) throw new NotFoundError(msg("exams.errors.examNotFound"));
  return exam;
}

/** A venue by id; 404 with the module's wording when there is none. */
export async function venueNamed(db: Db, venueId: string) {
  const [venue] = await db
    .select({ id: examVenues.id, name: examVenues.name })
    .from(examVenues)
    .where(eq(examVenues.id, venueId));
  if (!venue) throw new NotFoundError(msg("exams.errors.venueNotFound"));
  return venue;
}
