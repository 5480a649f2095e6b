import { documents, interactionAttachments, interactions } from "@/db/schema";
import { declare } from "./declare";
import { PERIODS } from "./holds";

const shared = { legalBasis: "publicTask", retention: PERIODS.relationship } as const;

export const documentsPersonalData = [
  ...declare(
    "documents",
    shared,
  )({
    table: documents,
    description: "documents",
    people: { subject: documents.studentId, actor: documents.reviewedBy },
    columns: [documents.fileId, documents.filename, documents.reason],
  }),
  ...declare("interactions", shared)(
    {
      table: interactions,
      description: "interactions",
      people: { subject: interactions.receiverId, actor: interactions.issuerId },
      columns: [interactions.text],
    },
    {
      table: interactionAttachments,
      description: "interactionAttachments",
      through: { column: interactionAttachments.interactionId, parent: interactions },
      columns: [interactionAttachments.fileId, interactionAttachments.filename],
    },
  ),
];
