import { eq } from "drizzle-orm";
import { courses, degrees, grades, issuedDocuments, proceedings, proceedingVersions } from "@/db/schema";
import { formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/translate";
import { readerNamed, type ExportReader } from "../types";
import { rowsReader } from "./rows-reader";

export const gradesReader = rowsReader(
  "grades",
  (db, person) =>
    db
      .select({ grade: grades, course: courses.name })
      .from(grades)
      .innerJoin(courses, eq(courses.id, grades.courseId))
      .where(eq(grades.userId, person.id))
      .orderBy(courses.name, grades.convocatory),
  ({ grade, course }) => ({
    asignatura: course,
    periodo: grade.term,
    convocatoria: grade.convocatory,
    nota: grade.grade,
    calificacion: grade.gradeText,
    encuesta: grade.surveyUrl,
  }),
);

export const proceedingsReader: ExportReader = {
  ...readerNamed("proceedings"),
  read: async (db, person, addFile, locale) => {
    const t = translator(locale, "privacy");
    const rows = await db
      .select({ proceeding: proceedings, degree: degrees.name })
      .from(proceedings)
      .innerJoin(degrees, eq(degrees.id, proceedings.degreeId))
      .where(eq(proceedings.userId, person.id))
      .orderBy(proceedings.id);
    return Promise.all(
      rows.map(async ({ proceeding, degree }) => {
        const versions = await db
          .select()
          .from(proceedingVersions)
          .where(eq(proceedingVersions.proceedingId, proceeding.id))
          .orderBy(proceedingVersions.uploadedAt);
        return {
          titulacion: degree,
          creado: formatDateTime(proceeding.createdAt, locale),
          modificado: formatDateTime(proceeding.modifiedAt, locale),
          fichero: addFile(proceeding.fileId, t("export.proceedingFile", { degree })),
          versiones: versions.map((v) => ({
            subido: formatDateTime(v.uploadedAt, locale),
            fichero: addFile(v.fileId, t("export.proceedingFile", { degree })),
          })),
        };
      }),
    );
  },
};

export const issuedReader = rowsReader(
  "issued",
  (db, person) =>
    db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.ownerUserId, person.id))
      .orderBy(issuedDocuments.issuedAt),
  (d, addFile, locale) => ({
    documento: d.kind,
    codigoSeguroDeVerificacion: d.code,
    emitido: formatDateTime(d.issuedAt, locale),
    sustituido: d.supersededAt ? formatDateTime(d.supersededAt, locale) : null,
    fichero: addFile(d.fileId, `${d.kind}-${d.code}.pdf`),
  }),
);
