import { courseMembers, grades, proceedings, proceedingVersions } from "@/db/schema";
import { HOLDS, PERIODS } from "./holds";
import type { PersonalDataDeclaration } from "./types";

export const academicPersonalData: PersonalDataDeclaration[] = [
  {
    module: "Asignaturas",
    table: courseMembers,
    description: "Las asignaturas de las que la persona es alumno, profesor o coordinador",
    people: [{ column: courseMembers.userId, relation: "subject" }],
    columns: [],
    legalBasis: "publicTask",
    retention: PERIODS.relationship,
  },
  {
    module: "Notas",
    table: grades,
    description: "Calificaciones de cada asignatura y convocatoria, con sus encuestas",
    people: [{ column: grades.userId, relation: "subject" }],
    columns: [grades.grade, grades.gradeText, grades.surveyId, grades.surveyUrl],
    legalBasis: "publicTask",
    retention: PERIODS.permanent,
    hold: HOLDS.academicRecord,
  },
  {
    module: "Expedientes",
    table: proceedings,
    description: "Los expedientes del alumno (PDF) por titulación",
    people: [{ column: proceedings.userId, relation: "subject" }],
    columns: [proceedings.fileId],
    legalBasis: "publicTask",
    retention: PERIODS.permanent,
    hold: HOLDS.academicRecord,
  },
  {
    module: "Expedientes",
    table: proceedingVersions,
    description: "Versiones anteriores de cada expediente y quién las subió",
    people: [{ column: proceedingVersions.uploadedBy, relation: "actor" }],
    through: { column: proceedingVersions.proceedingId, parent: proceedings },
    columns: [proceedingVersions.fileId],
    legalBasis: "publicTask",
    retention: PERIODS.permanent,
    hold: HOLDS.academicRecord,
  },
];
