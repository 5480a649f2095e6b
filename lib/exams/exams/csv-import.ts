import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, examRequests, examTerms, examVenues, exams } from "@/db/schema";
import { booleanCell, dateTime, integer, letter, optional, required, text } from "@/lib/import/cells";
import { importCsvOf } from "@/lib/import/import-file";
import { defineKind, mapRows } from "@/lib/import/kind-spec";
import { lookupCourses } from "@/lib/import/lookup";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";

/** `POST /exams-api/exams/csv`, header `courseId,option,date,duration,startInscriptionDate,endInscriptionDate,termId,visible,online,defaultHeadquarter`. */
const schema = z
  .object({
    courseId: required("courseId"),
    option: letter("option"),
    date: dateTime("date"),
    duration: integer("duration", 1, 24 * 60),
    startInscriptionDate: dateTime("startInscriptionDate"),
    endInscriptionDate: dateTime("endInscriptionDate"),
    termId: integer("termId", 1, 2_147_483_647),
    visible: booleanCell("visible"),
    online: booleanCell("online"),
    defaultHeadquarter: optional(text),
  })
  .refine((row) => row.startInscriptionDate <= row.endInscriptionDate, {
    error: says("imports.rows.inscriptionOrder"),
  });

const examsKind = defineKind({
  schema,
  writes: [exams],
  key: (row) => `courseId "${row.courseId}", termId ${row.termId}, option "${row.option}"`,
  prepare: async (tx, rows) => {
    const courseIds = await lookupCourses(tx, rows, (row) => row.courseId);
    const termIds = new Set(
      (
        await tx
          .select({ id: examTerms.id })
          .from(examTerms)
          .where(inArray(examTerms.id, [0, ...rows.map((row) => row.termId)]))
      ).map((t) => t.id),
    );
    const venueIds = new Set((await tx.select({ id: examVenues.id }).from(examVenues)).map((v) => v.id));
    // An exam that has requests keeps its date and duration: the requests hold seats at that time.
    const booked = await tx
      .select({
        courseId: courses.externalId,
        termId: exams.termId,
        option: exams.option,
        startsAt: exams.startsAt,
        duration: exams.durationMinutes,
      })
      .from(exams)
      .innerJoin(courses, eq(courses.id, exams.courseId))
      .where(
        and(
          inArray(
            courses.externalId,
            rows.map((row) => row.courseId),
          ),
          sql`exists (select 1 from ${examRequests} r where r.exam_id = ${exams.id})`,
        ),
      );
    const bookedByKey = new Map(booked.map((b) => [`${b.courseId}|${b.termId}|${b.option}`, b]));
    const { values, errors } = mapRows(rows, (row, problems) => {
      if (!termIds.has(row.termId)) problems.push(msg("imports.unknown.examTerm", { key: String(row.termId) }));
      if (row.defaultHeadquarter && !venueIds.has(row.defaultHeadquarter))
        problems.push(msg("imports.unknown.venue", { key: row.defaultHeadquarter }));
      const before = bookedByKey.get(`${row.courseId}|${row.termId}|${row.option}`);
      if (before && (before.startsAt.getTime() !== row.date.getTime() || before.duration !== row.duration)) {
        problems.push(msg("imports.rows.examBooked"));
      }
      return {
        courseId: courseIds.id(row.courseId, problems),
        termId: row.termId,
        option: row.option,
        startsAt: row.date,
        durationMinutes: row.duration,
        inscriptionStartsAt: row.startInscriptionDate,
        inscriptionEndsAt: row.endInscriptionDate,
        visible: row.visible,
        online: row.online,
        defaultHeadquarter: row.defaultHeadquarter,
      };
    });
    return {
      errors,
      write: async () => {
        for (const value of values) {
          const { courseId: _course, termId: _term, option: _option, ...rest } = value;
          await tx
            .insert(exams)
            .values(value)
            .onConflictDoUpdate({ target: [exams.courseId, exams.termId, exams.option], set: rest });
        }
      },
    };
  },
});

export const EXAM_CSV_COLUMNS = examsKind.columns;

/** All-or-nothing: every bad line is reported by number, in the uploader's `locale`, and nothing is written. */
export const importExamsCsv = (db: Db, csvText: string, locale: Locale) =>
  importCsvOf(db, examsKind, csvText, { locale });
