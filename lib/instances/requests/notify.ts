import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { enqueue } from "@/lib/outbox/deliver";
import { INSTANCE_STATUS_LABELS } from "../constants";
import { type InstanceStatus } from "@/db/enums/instances";

export type InstanceEvent = "CREATE" | "ANSWER" | "CLOSE" | "REOPEN" | "CANCEL";

interface MailFacts {
  name: string;
  status: InstanceStatus;
  entryCode: string | null;
  exitCode?: string | null;
}

/** The fixed Spanish texts, one per event: the request's name, its new state and its registry code. */
export const INSTANCE_MAILS: Record<InstanceEvent, (f: MailFacts) => { subject: string; text: string }> = {
  CREATE: (f) => ({
    subject: `Instancia registrada: ${f.name}`,
    text: `Se ha registrado su instancia «${f.name}». Estado: ${INSTANCE_STATUS_LABELS[f.status]}. Código de registro de entrada: ${f.entryCode}.`,
  }),
  ANSWER: (f) => ({
    subject: `Instancia respondida: ${f.name}`,
    text: `Su instancia «${f.name}» ha recibido una respuesta. Estado: ${INSTANCE_STATUS_LABELS[f.status]}. Código de registro de entrada: ${f.entryCode}.`,
  }),
  CLOSE: (f) => ({
    subject: `Instancia cerrada: ${f.name}`,
    text: `Su instancia «${f.name}» se ha cerrado. Estado: ${INSTANCE_STATUS_LABELS[f.status]}. Código de registro de salida: ${f.exitCode} (entrada: ${f.entryCode}).`,
  }),
  REOPEN: (f) => ({
    subject: `Instancia reabierta: ${f.name}`,
    text: `Su instancia «${f.name}» se ha reabierto. Estado: ${INSTANCE_STATUS_LABELS[f.status]}. Código de registro de entrada: ${f.entryCode}.`,
  }),
  CANCEL: (f) => ({
    subject: `Instancia cancelada: ${f.name}`,
    text: `Su instancia «${f.name}» se ha cancelado. Estado: ${INSTANCE_STATUS_LABELS[f.status]}. Código de registro de entrada: ${f.entryCode}.`,
  }),
};

/** Queues the event's e-mail to the student (or the external student's address), in the caller's transaction. */
export async function notifyStudent(
  db: Db,
  author: SessionUser,
  to: { email: string | null; userId: number | null },
  event: InstanceEvent,
  facts: MailFacts,
): Promise<void> {
  if (!to.email) return;
  const mail = INSTANCE_MAILS[event](facts);
  await enqueue(db, {
    channel: "EMAIL",
    recipient: to.email,
    recipientUserId: to.userId,
    createdBy: author.id,
    ...mail,
  });
}
