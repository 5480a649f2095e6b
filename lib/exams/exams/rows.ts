import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, examTerms, exams } from "@/db/schema";
import type { ExamRow } from "./schemas";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const fileNames = (kind: "INSTRUCTIONS" | "QUESTIONS") =>
  sql<
    string | null
  >`(select string_agg(f.file_name, ', ' order by f.id) from exam_files f where f.exam_id = ${exams.id} and f.kind = ${kind} and f.superseded_at is null)`;

/** The columns of an `ExamRow`, over exams joined with their course and term. */
export const examFields = {
  id: exams.id,
  courseId: courses.externalId,
  courseName: courses.name,
  date: exams.startsAt,
  duration: exams.durationMinutes,
  startInscriptionDate: exams.inscriptionStartsAt,
  endInscriptionDate: exams.inscriptionEndsAt,
  option: exams.option,
  termId: exams.termId,
  termName: examTerms.name,
  visible: exams.visible,
  online: exams.online,
  defaultHeadquarter: exams.defaultHeadquarter,
  state: exams.state,
  reason: exams.reason,
  instructionsFileName: fileNames("INSTRUCTIONS"),
  questionsFileName: fileNames("QUESTIONS"),
};

export type ExamRecord = {
  [K in keyof ExamRow]: K extends "date" | "startInscriptionDate" | "endInscriptionDate" ? Date | null : ExamRow[K];
};

export function toExamRow(row: ExamRecord): ExamRow {
  return {
    ...row,
    date: row.date!.toISOString(),
    startInscriptionDate: iso(row.startInscriptionDate),
    endInscriptionDate: iso(row.endInscriptionDate),
  };
}

/** Students are only ever offered visible exams of enabled terms. */
export const offeredToStudents = and(eq(exams.visible, true), eq(examTerms.enabled, true))!;

export function examSelect(db: Db, fields: typeof examFields, where: SQL | undefined) {
  return db
    .select(fields)
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .innerJoin(examTerms, eq(examTerms.id, exams.termId))
    .where(where)
    .$dynamic();
}
