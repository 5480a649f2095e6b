import type { Db } from "@/db";
import { ValidationError } from "@/lib/api/errors";
import type { UploadedFile } from "@/lib/files/upload";
import { importCsvOf } from "@/lib/import/import-file";
import { courses, enrollmentCourses } from "@/db/schema";
import { z } from "@/lib/validation/z";
import { booleanCell, decimal, integer, required } from "@/lib/import/cells";
import { defineKind, mapRows } from "@/lib/import/kind-spec";
import { lookup } from "@/lib/import/lookup";
import { upsertBatched } from "@/lib/import/upsert";

const schema = z
  .object({
    courseId: required("courseId"),
    credits: decimal("credits", 0, 999.99),
    available: booleanCell("available"),
    enrollments: integer("enrollments", 0, 100_000),
    maxEnrollments: integer("maxEnrollments", 0, 100_000),
  })
  .refine((row) => row.enrollments <= row.maxEnrollments, {
    error: (iss) => {
      const row = iss.input as { enrollments: number; maxEnrollments: number };
      return `enrollments ${row.enrollments} supera maxEnrollments ${row.maxEnrollments}`;
    },
  });

export type EnrollmentCourseRow = z.output<typeof schema>;

/** Enrolment capacity of the portal's courses, by the course's externalId (`courseId`). */
export const enrollmentCoursesKind = defineKind({
  schema,
  key: (row) => `courseId "${row.courseId}"`,
  prepare: async (tx, rows) => {
    const courseIds = await lookup(
      tx,
      courses,
      courses.externalId,
      "asignatura",
      rows.map((row) => row.courseId),
    );
    const { values, errors } = mapRows(rows, ({ courseId, ...row }, problems) => ({
      ...row,
      courseId: courseIds.id(courseId, problems),
    }));
    return { errors, write: () => upsertBatched(tx, enrollmentCourses, values, ["courseId"]) };
  },
});

export const COURSES_CSV_MISSING = "No se ha adjuntado ningún fichero CSV";
export const COURSES_CSV_REJECTED = "El fichero no se ha importado: corrige las líneas indicadas";

/** The admin's capacity upload: every row checked (format, unknown courses, duplicates) and written only if all are right. */
export async function importCourseCapacity(db: Db, file: UploadedFile): Promise<{ rows: number }> {
  const result = await importCsvOf(db, enrollmentCoursesKind, new TextDecoder().decode(file.bytes));
  if (!result.ok) throw new ValidationError(COURSES_CSV_REJECTED, { file: result.errors });
  return { rows: result.rows };
}
