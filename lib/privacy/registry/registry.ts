import { issuedDocuments, registryEntries, registryEntryFiles, registryHistory } from "@/db/schema";
import { declare } from "./declare";
import { HOLDS, PERIODS } from "./holds";

export const registryPersonalData = [
  ...declare("registry", {
    legalBasis: "legalObligation",
    retention: PERIODS.permanent,
    hold: HOLDS.registry,
  })(
    {
      table: registryEntries,
      description: "registryEntries",
      people: { subject: registryEntries.userId, actor: registryEntries.createdBy },
      columns: [registryEntries.receiver, registryEntries.text, registryEntries.fileId, registryEntries.filename],
    },
    {
      table: registryEntryFiles,
      description: "registryEntryFiles",
      people: { actor: registryEntryFiles.uploadedBy },
      through: { column: registryEntryFiles.entryId, parent: registryEntries },
      columns: [registryEntryFiles.fileId, registryEntryFiles.filename],
    },
    {
      table: registryHistory,
      description: "registryHistory",
      people: { actor: registryHistory.changedBy },
      through: { column: registryHistory.entryId, parent: registryEntries },
      columns: [registryHistory.changes],
    },
  ),
  ...declare("issuedDocuments", {
    legalBasis: "legalObligation",
    retention: PERIODS.permanent,
    hold: HOLDS.issuedDocument,
  })({
    table: issuedDocuments,
    description: "issuedDocuments",
    people: { subject: issuedDocuments.ownerUserId },
    columns: [issuedDocuments.fileId, issuedDocuments.subject],
  }),
];
