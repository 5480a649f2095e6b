import { documents, interactionAttachments, interactions } from "@/db/schema";
import { PERIODS } from "./holds";
import type { PersonalDataDeclaration } from "./types";

export const documentsPersonalData: PersonalDataDeclaration[] = [
  {
    module: "Gestor Documental",
    table: documents,
    description: "Documentos que el alumno entregó, su estado y el motivo de un rechazo",
    people: [
      { column: documents.studentId, relation: "subject" },
      { column: documents.reviewedBy, relation: "actor" },
    ],
    columns: [documents.fileId, documents.filename, documents.reason],
    legalBasis: "publicTask",
    retention: PERIODS.relationship,
  },
  {
    module: "Interacciones",
    table: interactions,
    description: "Anotaciones del personal sobre el alumno (tutorías, llamadas, SMS)",
    people: [
      { column: interactions.receiverId, relation: "subject" },
      { column: interactions.issuerId, relation: "actor" },
    ],
    columns: [interactions.text],
    legalBasis: "publicTask",
    retention: PERIODS.relationship,
  },
  {
    module: "Interacciones",
    table: interactionAttachments,
    description: "Ficheros adjuntos a una interacción",
    people: [],
    through: { column: interactionAttachments.interactionId, parent: interactions },
    columns: [interactionAttachments.fileId, interactionAttachments.filename],
    legalBasis: "publicTask",
    retention: PERIODS.relationship,
  },
];
