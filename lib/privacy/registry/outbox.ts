import { outbox, storedFiles } from "@/db/schema";
import type { PersonalDataDeclaration } from "./types";

export const messagingPersonalData: PersonalDataDeclaration[] = [
  {
    module: "Notificaciones",
    table: outbox,
    description: "SMS y correos enviados a la persona: destinatario, asunto y texto",
    people: [
      { column: outbox.recipientUserId, relation: "recipient" },
      { column: outbox.createdBy, relation: "actor" },
    ],
    columns: [outbox.recipient, outbox.subject, outbox.text, outbox.html, outbox.providerAnswer, outbox.lastError],
    legalBasis: "publicTask",
    retention: "El texto de un mensaje enviado se borra al acabar el plazo de conservación de mensajes; queda el aviso",
    retentionKind: "outboxBodies",
  },
  {
    module: "Ficheros",
    table: storedFiles,
    description: "El contenido de cada fichero subido o emitido; pertenece a la persona de la fila que lo cita",
    people: [],
    columns: [storedFiles.originalName, storedFiles.bytes],
    legalBasis: "publicTask",
    retention: "El de la fila que cita el fichero",
  },
];
