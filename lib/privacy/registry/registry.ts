import { issuedDocuments, registryEntries, registryEntryFiles, registryHistory } from "@/db/schema";
import { HOLDS, PERIODS } from "./holds";
import type { PersonalDataDeclaration } from "./types";

export const registryPersonalData: PersonalDataDeclaration[] = [
  {
    module: "Libro de registro",
    table: registryEntries,
    description: "Asientos de entrada y salida en los que la persona es interesada o destinataria",
    people: [
      { column: registryEntries.userId, relation: "subject" },
      { column: registryEntries.createdBy, relation: "actor" },
    ],
    columns: [registryEntries.receiver, registryEntries.text, registryEntries.fileId, registryEntries.filename],
    legalBasis: "legalObligation",
    retention: PERIODS.permanent,
    hold: HOLDS.registry,
  },
  {
    module: "Libro de registro",
    table: registryEntryFiles,
    description: "Ficheros de cada asiento, con sus versiones",
    people: [{ column: registryEntryFiles.uploadedBy, relation: "actor" }],
    through: { column: registryEntryFiles.entryId, parent: registryEntries },
    columns: [registryEntryFiles.fileId, registryEntryFiles.filename],
    legalBasis: "legalObligation",
    retention: PERIODS.permanent,
    hold: HOLDS.registry,
  },
  {
    module: "Libro de registro",
    table: registryHistory,
    description: "Historial de cambios de cada asiento",
    people: [{ column: registryHistory.changedBy, relation: "actor" }],
    through: { column: registryHistory.entryId, parent: registryEntries },
    columns: [registryHistory.changes],
    legalBasis: "legalObligation",
    retention: PERIODS.permanent,
    hold: HOLDS.registry,
  },
  {
    module: "Documentos emitidos",
    table: issuedDocuments,
    description: "Documentos oficiales emitidos a la persona (PDF) con su código seguro de verificación",
    people: [{ column: issuedDocuments.ownerUserId, relation: "subject" }],
    columns: [issuedDocuments.fileId, issuedDocuments.subject],
    legalBasis: "legalObligation",
    retention: PERIODS.permanent,
    hold: HOLDS.issuedDocument,
  },
];
