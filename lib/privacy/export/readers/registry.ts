import { eq } from "drizzle-orm";
import { outbox, registryEntries, registryEntryFiles } from "@/db/schema";
import { formatDateTime } from "@/lib/dates";
import { REGISTRY_TYPE_LABELS } from "@/lib/registry/constants";
import type { ExportReader } from "../types";
import { childrenOf } from "./children";

export const registryReader: ExportReader = {
  slug: "libro-de-registro",
  description: "los asientos del libro de registro en los que eres la persona interesada, con sus ficheros",
  read: async (db, person, addFile) => {
    const entries = await db
      .select()
      .from(registryEntries)
      .where(eq(registryEntries.userId, person.id))
      .orderBy(registryEntries.createdAt);
    const files = await childrenOf(
      db,
      registryEntryFiles,
      registryEntryFiles.entryId,
      entries.map((e) => e.id),
    );
    return entries.map((e) => ({
      libro: e.bookType,
      codigo: e.code,
      tipo: REGISTRY_TYPE_LABELS[e.type],
      destinatario: e.receiver,
      tipoDeDocumento: e.documentType,
      texto: e.text,
      fecha: formatDateTime(e.createdAt),
      ficheros: [
        addFile(e.fileId, e.filename),
        ...files.filter((f) => f.entryId === e.id).map((f) => addFile(f.fileId, f.filename)),
      ].filter((path, i, all) => path !== null && all.indexOf(path) === i),
    }));
  },
};

const OUTBOX_STATUS: Record<string, string> = {
  QUEUED: "En cola",
  SENDING: "Enviándose",
  SENT: "Enviado",
  FAILED: "Fallido",
  HELD: "Retenido",
};

const CHANNELS = { SMS: "SMS", EMAIL: "Correo electrónico", PUSH: "Aviso en el móvil" } as const;

export const messagesReader: ExportReader = {
  slug: "mensajes",
  description: "los SMS, correos electrónicos y avisos que el portal te envió o te tiene preparados",
  read: async (db, person) => {
    const rows = await db.select().from(outbox).where(eq(outbox.recipientUserId, person.id)).orderBy(outbox.createdAt);
    return rows.map((m) => ({
      canal: CHANNELS[m.channel],
      destinatario: m.recipient,
      asunto: m.subject,
      texto: m.text,
      estado: OUTBOX_STATUS[m.status] ?? m.status,
      creado: formatDateTime(m.createdAt),
      enviado: m.sentAt ? formatDateTime(m.sentAt) : null,
    }));
  },
};
