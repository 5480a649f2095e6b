import { eq } from "drizzle-orm";
import { outbox, registryEntries, registryEntryFiles } from "@/db/schema";
import { formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/translate";
import { readerNamed, type ExportReader } from "../types";
import { childrenOf } from "./children";

export const registryReader: ExportReader = {
  ...readerNamed("registry"),
  read: async (db, person, addFile, locale) => {
    const t = translator(locale, "registry");
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
      tipo: t(`types.${e.type}`),
      destinatario: e.receiver,
      tipoDeDocumento: e.documentType,
      texto: e.text,
      fecha: formatDateTime(e.createdAt, locale),
      ficheros: [
        addFile(e.fileId, e.filename),
        ...files.filter((f) => f.entryId === e.id).map((f) => addFile(f.fileId, f.filename)),
      ].filter((path, i, all) => path !== null && all.indexOf(path) === i),
    }));
  },
};

export const messagesReader: ExportReader = {
  ...readerNamed("messages"),
  read: async (db, person, _addFile, locale) => {
    const t = translator(locale, "privacy");
    const rows = await db.select().from(outbox).where(eq(outbox.recipientUserId, person.id)).orderBy(outbox.createdAt);
    return rows.map((m) => ({
      canal: t(`export.channels.${m.channel}`),
      destinatario: m.recipient,
      asunto: m.subject,
      texto: m.text,
      estado: t(`export.messageStatuses.${m.status}`),
      creado: formatDateTime(m.createdAt, locale),
      enviado: m.sentAt ? formatDateTime(m.sentAt, locale) : null,
    }));
  },
};
