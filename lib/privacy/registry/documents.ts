import { documents, interactionAttachments, interactions } from "@/db/schema";
import { declare } from "./declare";
import { PERIODS } from "./holds";

const shared = { legalBasis: "publicTask", retention: PERIODS.relationship } as const;

export const documentsPersonalData = [
  ...declare(
    "Gestor Documental",
    shared,
  )({
    table: documents,
    description: "Documentos que el alumno entregó, su estado y el motivo de un rechazo",
    people: { subject: documents.studentId, actor: documents.reviewedBy },
    columns: [documents.fileId, documents.filename, documents.reason],
  }),
  ...declare("Interacciones", shared)(
    {
      table: interactions,
      description: "Anotaciones del personal sobre el alumno (tutorías, llamadas, SMS)",
      people: { subject: interactions.receiverId, actor: interactions.issuerId },
      columns: [interactions.text],
    },
    {
      table: interactionAttachments,
      description: "Ficheros adjuntos a una interacción",
      through: { column: interactionAttachments.interactionId, parent: interactions },
      columns: [interactionAttachments.fileId, interactionAttachments.filename],
    },
  ),
];
