import { msg } from "@/lib/i18n/message";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, examTerms, exams } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { containsAny } from "@/lib/list/like";
import { pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import { inActiveYear } from "@/lib/academic-year/active";
import { courseInScope } from "../courses/queries";
import { examCourseScope } from "../scope";
import { examFields, examSelect, offeredToStudents, toExamRow, type ExamRecord } from "./rows";
import type { ExamListQuery, ExamRow } from "./schemas";

const EXAM_SORTS = { date: exams.startsAt, course: courses.name, option: exams.option, state: exams.state };

/** The exam table: support sees every exam (or, with `fullExamList=false`, the offered ones); a student only offered exams of their courses. */
export async function listExams(db: Db, viewer: SessionUser, q: ExamListQuery): Promise<Page<ExamRow>> {
  const where = and(
    examCourseScope(viewer),
    !q.fullExamList || viewer.role === "ROLE_STUDENT" ? offeredToStudents : undefined,
    containsAny(q.search, [courses.name, courses.externalId, exams.option, examTerms.name]),
  );
  return pagedList(db, q, {
    fields: examFields,
    rows: (fields) => examSelect(db, fields, where),
    sorts: EXAM_SORTS,
    defaultSort: "date",
    tiebreak: exams.id,
    row: (row) => toExamRow(row as ExamRecord),
  });
}

const courseOrder = [asc(exams.startsAt), asc(exams.option), asc(exams.id)];

/** A course's exams are the active year's; the exam table lists every year's, each with its term. */
const activeYearExam = inActiveYear(examTerms.academicYearId);

/** The exams of one course this year: the options a student may choose, or every exam for its staff. */
export async function listCourseExams(db: Db, viewer: SessionUser, courseExternalId: string): Promise<ExamRow[]> {
  const course = await courseInScope(db, viewer, courseExternalId);
  const rows = await examSelect(
    db,
    examFields,
    and(eq(exams.courseId, course.id), activeYearExam, viewer.role === "ROLE_STUDENT" ? offeredToStudents : undefined),
  ).orderBy(...courseOrder);
  return rows.map((row) => toExamRow(row as ExamRecord));
}

/**
 * The exams of every course the viewer reaches, by course's external id, each course's in the order
 * of `listCourseExams` (a student's only the offered ones): one statement however many courses.
 */
export async function examsByCourse(db: Db, viewer: SessionUser): Promise<Map<string, ExamRow[]>> {
  const rows = await examSelect(
    db,
    examFields,
    and(examCourseScope(viewer), activeYearExam, viewer.role === "ROLE_STUDENT" ? offeredToStudents : undefined),
  ).orderBy(...courseOrder);
  const byCourse = new Map<string, ExamRow[]>();
  for (const row of rows) {
    const exam = toExamRow(row as ExamRecord);
    byCourse.set(exam.courseId, [...(byCourse.get(exam.courseId) ?? []), exam]);
  }
  return byCourse;
}

/** One exam the viewer may see (instructors their courses'); 404 otherwise. */
export async function examInScope(db: Db, viewer: SessionUser, id: number): Promise<ExamRow> {
  const [row] = await examSelect(db, examFields, and(eq(exams.id, id), examCourseScope(viewer)));
  if (!row) throw new NotFoundError(msg("exams.errors.examNotFound"));
  return toExamRow(row as ExamRecord);
}
