import { issuedDocuments, registryEntries, registryEntryFiles, registryHistory } from "@/db/schema";
import { declare } from "./declare";
import { HOLDS, PERIODS } from "./holds";

export const registryPersonalData = [
  ...declare("Libro de registro", {
    legalBasis: "legalObligation",
    retention: PERIODS.permanent,
    hold: HOLDS.registry,
  })(
    {
      table: registryEntries,
      description: "Asientos de entrada y salida en los que la persona es interesada o destinataria",
      people: { subject: registryEntries.userId, actor: registryEntries.createdBy },
      columns: [registryEntries.receiver, registryEntries.text, registryEntries.fileId, registryEntries.filename],
    },
    {
      table: registryEntryFiles,
      description: "Ficheros de cada asiento, con sus versiones",
      people: { actor: registryEntryFiles.uploadedBy },
      through: { column: registryEntryFiles.entryId, parent: registryEntries },
      columns: [registryEntryFiles.fileId, registryEntryFiles.filename],
    },
    {
      table: registryHistory,
      description: "Historial de cambios de cada asiento",
      people: { actor: registryHistory.changedBy },
      through: { column: registryHistory.entryId, parent: registryEntries },
      columns: [registryHistory.changes],
    },
  ),
  ...declare("Documentos emitidos", {
    legalBasis: "legalObligation",
    retention: PERIODS.permanent,
    hold: HOLDS.issuedDocument,
  })({
    table: issuedDocuments,
    description: "Documentos oficiales emitidos a la persona (PDF) con su código seguro de verificación",
    people: { subject: issuedDocuments.ownerUserId },
    columns: [issuedDocuments.fileId, issuedDocuments.subject],
  }),
];
