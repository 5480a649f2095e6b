import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, examRequests, examTerms, examVenues, exams } from "@/db/schema";
import { booleanCell, dateTime, integer, optional, required, text } from "@/lib/import/cells";
import { importCsvOf } from "@/lib/import/import-file";
import { defineKind, mapRows } from "@/lib/import/kind-spec";
import { lookupCourses } from "@/lib/import/lookup";
import { z } from "@/lib/validation/z";

/** `POST /exams-api/exams/csv`, header `courseId,option,date,duration,startInscriptionDate,endInscriptionDate,termId,visible,online,defaultHeadquarter`. */
const schema = z
  .object({
    courseId: required("courseId"),
    option: required("option")
      .regex(/^[A-Za-z]$/, { error: (iss) => `option ${JSON.stringify(iss.input)} debe ser una letra` })
      .transform((v) => v.toUpperCase()),
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
    // eslint-disable-next-line portal/no-literal-message -- a line of an import, which the command line shares (Spanish)
    error: "startInscriptionDate es posterior a endInscriptionDate",
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
      if (!termIds.has(row.termId)) problems.push(`convocatoria ${row.termId} no existe`);
      if (row.defaultHeadquarter && !venueIds.has(row.defaultHeadquarter))
        problems.push(`sede "${row.defaultHeadquarter}" no existe`);
      const before = bookedByKey.get(`${row.courseId}|${row.termId}|${row.option}`);
      if (before && (before.startsAt.getTime() !== row.date.getTime() || before.duration !== row.duration)) {
        problems.push("el examen ya tiene peticiones: no se pueden cambiar su fecha ni su duración");
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

/** All-or-nothing: every bad line is reported by number and nothing is written. */
export const importExamsCsv = (db: Db, csvText: string) => importCsvOf(db, examsKind, csvText);
