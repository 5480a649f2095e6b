import { outbox, storedFiles } from "@/db/schema";
import { declare } from "./declare";

export const messagingPersonalData = [
  ...declare("notifications", {
    legalBasis: "publicTask",
    retention: "outboxBodies",
    retentionKind: "outboxBodies",
  })({
    table: outbox,
    description: "outbox",
    people: { recipient: outbox.recipientUserId, actor: outbox.createdBy },
    columns: [outbox.recipient, outbox.subject, outbox.text, outbox.html, outbox.providerAnswer, outbox.lastError],
  }),
  ...declare("files", { legalBasis: "publicTask", retention: "files" })({
    table: storedFiles,
    description: "storedFiles",
    columns: [storedFiles.originalName, storedFiles.bytes],
  }),
];
