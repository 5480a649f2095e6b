import { outbox, storedFiles } from "@/db/schema";
import { declare } from "./declare";

export const messagingPersonalData = [
  ...declare("Notificaciones", {
    legalBasis: "publicTask",
    retention: "El texto de un mensaje enviado se borra al acabar el plazo de conservación de mensajes; queda el aviso",
    retentionKind: "outboxBodies",
  })({
    table: outbox,
    description: "SMS, correos y avisos enviados a la persona: destinatario, asunto y texto",
    people: { recipient: outbox.recipientUserId, actor: outbox.createdBy },
    columns: [outbox.recipient, outbox.subject, outbox.text, outbox.html, outbox.providerAnswer, outbox.lastError],
  }),
  ...declare("Ficheros", { legalBasis: "publicTask", retention: "El de la fila que cita el fichero" })({
    table: storedFiles,
    description: "El contenido de cada fichero subido o emitido; pertenece a la persona de la fila que lo cita",
    columns: [storedFiles.originalName, storedFiles.bytes],
  }),
];
