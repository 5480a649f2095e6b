import { count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  backgroundJobs,
  calendarFeeds,
  documents,
  enrollmentRequests,
  grades,
  instances,
  interactionAttachments,
  interactions,
  issuedDocuments,
  outbox,
  proceedings,
  registryEntries,
  sessions,
  storedFiles,
  users,
} from "@/db/schema";
import { HOLDS } from "../registry/holds";
import type { Person } from "../export/types";

/** One line of what an erasure did: how many rows of what, and what became of them (and why, when kept). */
export interface ErasureLine {
  what: string;
  rows: number;
  outcome: "eliminado" | "anonimizado" | "conservado";
  why?: string;
}

const ids = <T extends { id: number | null }>(rows: T[]) => rows.map((r) => r.id).filter((id) => id !== null);

/**
 * Erases a person (art. 17 RGPD) in one transaction: their identity and contact data are replaced by a
 * pseudonym (the external id stays: it is what ties the held rows to the university's records), what no
 * hold covers is deleted or stripped, their sessions end, and the rows a legal hold keeps are counted.
 */
export async function erasePerson(db: Db, person: Person): Promise<ErasureLine[]> {
  return db.transaction(async (tx) => {
    const lines: ErasureLine[] = [];
    const removed = (what: string, rows: number) => lines.push({ what, rows, outcome: "eliminado" });

    removed(
      "sesiones (cerradas)",
      (await tx.delete(sessions).where(eq(sessions.userId, person.id)).returning()).length,
    );
    removed(
      "suscripción de calendario",
      (await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, person.id)).returning()).length,
    );
    const jobs = await tx
      .delete(backgroundJobs)
      .where(eq(backgroundJobs.ownerUserId, person.id))
      .returning({ id: backgroundJobs.fileId });
    removed("exportaciones en segundo plano", jobs.length);
    const docs = await tx
      .delete(documents)
      .where(eq(documents.studentId, person.id))
      .returning({ id: documents.fileId });
    removed("documentos del gestor documental (con sus ficheros)", docs.length);
    const received = tx
      .select({ id: interactions.id })
      .from(interactions)
      .where(eq(interactions.receiverId, person.id));
    const attachments = await tx
      .select({ id: interactionAttachments.fileId })
      .from(interactionAttachments)
      .where(inArray(interactionAttachments.interactionId, received));
    removed(
      "interacciones del personal (con sus adjuntos)",
      (await tx.delete(interactions).where(eq(interactions.receiverId, person.id)).returning()).length,
    );
    removed(
      "SMS y correos enviados",
      (await tx.delete(outbox).where(eq(outbox.recipientUserId, person.id)).returning()).length,
    );
    const files = [...ids(jobs), ...ids(docs), ...ids(attachments)];
    if (files.length) await tx.delete(storedFiles).where(inArray(storedFiles.id, files));

    const debtors = await tx
      .update(enrollmentRequests)
      .set({
        debtDNI: null,
        debtName: null,
        debtAddress: null,
        debtCity: null,
        debtZipCode: null,
        debtState: null,
        debtCountry: null,
        debtIBAN: null,
        debtBIC: null,
        discountConvText: null,
        discountOtherText: null,
      })
      .where(eq(enrollmentRequests.userId, person.id))
      .returning({ id: enrollmentRequests.id });
    lines.push({
      what: "solicitudes de matrícula (sin datos del deudor ni textos libres)",
      rows: debtors.length,
      outcome: "anonimizado",
    });
    await tx
      .update(users)
      .set({
        dni: sql`'SUPRIMIDO-' || ${users.id}`,
        givenName: "Persona",
        familyName: "suprimida",
        email: null,
        mobilePhone: null,
        homePhone: null,
        address: null,
        city: null,
        state: null,
        zipCode: null,
      })
      .where(eq(users.id, person.id));
    lines.push({ what: "identidad y datos de contacto", rows: 1, outcome: "anonimizado" });

    const held = async (what: string, query: Promise<{ n: number }[]>, why: string) => {
      const [{ n }] = (await query) as [{ n: number }];
      if (n > 0) lines.push({ what, rows: n, outcome: "conservado", why });
    };
    const n = count();
    await held("notas", tx.select({ n }).from(grades).where(eq(grades.userId, person.id)), HOLDS.academicRecord);
    await held(
      "expedientes",
      tx.select({ n }).from(proceedings).where(eq(proceedings.userId, person.id)),
      HOLDS.academicRecord,
    );
    await held(
      "documentos emitidos con código seguro de verificación",
      tx.select({ n }).from(issuedDocuments).where(eq(issuedDocuments.ownerUserId, person.id)),
      HOLDS.issuedDocument,
    );
    await held(
      "asientos del libro de registro",
      tx.select({ n }).from(registryEntries).where(eq(registryEntries.userId, person.id)),
      HOLDS.registry,
    );
    await held(
      "instancias registradas",
      tx.select({ n }).from(instances).where(eq(instances.userId, person.id)),
      HOLDS.registry,
    );
    return lines;
  });
}
