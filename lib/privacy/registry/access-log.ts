import { personalDataReads } from "@/db/schema";
import type { PersonalDataDeclaration } from "./types";

export const accessLogPersonalData: PersonalDataDeclaration[] = [
  {
    module: "Consultas de datos personales",
    table: personalDataReads,
    description: "Quién del personal consultó los datos de un alumno, cuándo y qué consultó",
    people: [
      { column: personalDataReads.studentId, relation: "subject" },
      { column: personalDataReads.readerId, relation: "actor" },
    ],
    columns: [personalDataReads.what],
    legalBasis: "legalObligation",
    retention: "El plazo de conservación de las consultas de datos personales",
    retentionKind: "personalDataReads",
  },
];
