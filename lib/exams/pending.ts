import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, examRequests, examTerms, exams } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import type { Deadline } from "@/lib/landing/types";
import { inscriptionOpenNow } from "./inscription-window";
import { examCourseScope } from "./scope";

/**
 * The student's courses with an exam they may still choose: offered (visible, enabled term), not
 * held yet, inscription window open by the database's clock, and no choice made for the course.
 * One line per course, closing when the last of its open windows does.
 */
export async function openExamChoices(db: Db, student: SessionUser): Promise<Deadline[]> {
  const closes = sql<Date | null>`max(${exams.inscriptionEndsAt})`.mapWith(exams.inscriptionEndsAt);
  const rows = await db
    .select({ label: courses.name, closes })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .innerJoin(examTerms, eq(examTerms.id, exams.termId))
    .where(
      and(
        examCourseScope(student),
        eq(exams.visible, true),
        eq(examTerms.enabled, true),
        gt(exams.startsAt, sql`now()`),
        inscriptionOpenNow,
        sql`not exists (select 1 from ${examRequests} r where r.user_id = ${student.id} and r.course_id = ${courses.id})`,
      ),
    )
    .groupBy(courses.id, courses.name)
    .orderBy(asc(closes), asc(courses.name));
  return rows;
}
