import { courseMembers, grades, proceedings, proceedingVersions } from "@/db/schema";
import { declare } from "./declare";
import { HOLDS, PERIODS } from "./holds";

const record = { legalBasis: "publicTask", retention: PERIODS.permanent, hold: HOLDS.academicRecord } as const;

export const academicPersonalData = [
  ...declare("Asignaturas", { legalBasis: "publicTask", retention: PERIODS.relationship })({
    table: courseMembers,
    description: "Las asignaturas de las que la persona es alumno, profesor o coordinador",
    people: { subject: courseMembers.userId },
  }),
  ...declare(
    "Notas",
    record,
  )({
    table: grades,
    description: "Calificaciones de cada asignatura y convocatoria, con sus encuestas",
    people: { subject: grades.userId },
    columns: [grades.grade, grades.gradeText, grades.surveyId, grades.surveyUrl],
  }),
  ...declare("Expedientes", record)(
    {
      table: proceedings,
      description: "Los expedientes del alumno (PDF) por titulación",
      people: { subject: proceedings.userId },
      columns: [proceedings.fileId],
    },
    {
      table: proceedingVersions,
      description: "Versiones anteriores de cada expediente y quién las subió",
      people: { actor: proceedingVersions.uploadedBy },
      through: { column: proceedingVersions.proceedingId, parent: proceedings },
      columns: [proceedingVersions.fileId],
    },
  ),
];
