import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { courses, documents, documentTypes, interactionAttachments, interactions, users } from "@/db/schema";
import { fullName } from "@/db/full-name";
import { formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/translate";
import { readerNamed, type ExportReader } from "../types";
import { childrenOf } from "./children";

export const documentsReader: ExportReader = {
  ...readerNamed("documents"),
  read: async (db, person, addFile, locale) => {
    const t = translator(locale, "privacy");
    const reviewer = alias(users, "reviewer");
    const rows = await db
      .select({ document: documents, type: documentTypes.name, reviewer: fullName(reviewer) })
      .from(documents)
      .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
      .leftJoin(reviewer, eq(reviewer.id, documents.reviewedBy))
      .where(eq(documents.studentId, person.id))
      .orderBy(documents.createdAt);
    return rows.map(({ document, type, reviewer }) => ({
      tipo: type,
      fichero: addFile(document.fileId, document.filename),
      estado: t(`export.documentStatuses.${document.status}`),
      motivo: document.reason,
      revisadoPor: reviewer,
      entregado: formatDateTime(document.createdAt, locale),
      modificado: formatDateTime(document.modifiedAt, locale),
    }));
  },
};

export const interactionsReader: ExportReader = {
  ...readerNamed("interactions"),
  read: async (db, person, addFile, locale) => {
    const issuer = alias(users, "issuer");
    const rows = await db
      .select({ interaction: interactions, issuer: fullName(issuer), course: courses.name })
      .from(interactions)
      .innerJoin(issuer, eq(issuer.id, interactions.issuerId))
      .leftJoin(courses, eq(courses.id, interactions.courseId))
      .where(eq(interactions.receiverId, person.id))
      .orderBy(interactions.createdAt);
    const attachments = await childrenOf(
      db,
      interactionAttachments,
      interactionAttachments.interactionId,
      rows.map((r) => r.interaction.id),
    );
    return rows.map(({ interaction, issuer, course }) => ({
      tipo: interaction.type,
      texto: interaction.text,
      autor: issuer,
      asignatura: course,
      fecha: formatDateTime(interaction.createdAt, locale),
      adjuntos: attachments.filter((a) => a.interactionId === interaction.id).map((a) => addFile(a.fileId, a.filename)),
    }));
  },
};
