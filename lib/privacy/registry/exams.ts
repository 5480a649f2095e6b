import { examFiles, examRequests, exams, examStateChanges } from "@/db/schema";
import { PERIODS } from "./holds";
import type { PersonalDataDeclaration } from "./types";

export const examsPersonalData: PersonalDataDeclaration[] = [
  {
    module: "Exámenes",
    table: examRequests,
    description: "Los exámenes que el alumno eligió, con su sede y su hora",
    people: [{ column: examRequests.userId, relation: "subject" }],
    columns: [],
    legalBasis: "publicTask",
    retention: PERIODS.academicYear,
  },
  {
    module: "Exámenes",
    table: exams,
    description: "Quién generó el paquete de un examen",
    people: [{ column: exams.packageGeneratedBy, relation: "actor" }],
    columns: [],
    legalBasis: "publicTask",
    retention: PERIODS.academicYear,
  },
  {
    module: "Exámenes",
    table: examFiles,
    description: "Quién subió cada fichero de un examen",
    people: [{ column: examFiles.uploadedBy, relation: "actor" }],
    columns: [],
    legalBasis: "publicTask",
    retention: PERIODS.academicYear,
  },
  {
    module: "Exámenes",
    table: examStateChanges,
    description: "Quién cambió el estado de un examen y por qué",
    people: [{ column: examStateChanges.changedBy, relation: "actor" }],
    columns: [examStateChanges.reason],
    legalBasis: "publicTask",
    retention: PERIODS.academicYear,
  },
];
