import type { Db } from "@/db";
import { formatDateTime } from "@/lib/dates";
import { enqueue } from "@/lib/outbox/deliver";
import { notifyDevices } from "@/lib/push/service";

/** What a waiting-list e-mail names: the student's address, the course, the exam option, the venue and the date. */
export interface SessionFacts {
  userId: number;
  email: string | null;
  courseName: string;
  examOption: string;
  venueName: string;
  startsAt: Date;
}

type WaitlistEvent = "PROMOTED" | "SKIPPED" | "ENDED";

const place = (f: SessionFacts) =>
  `${f.courseName}, examen ${f.examOption}, sede ${f.venueName}, ${formatDateTime(f.startsAt)}`;

/** The fixed Spanish texts of the waiting list, one per event. */
export const WAITLIST_MAILS: Record<
  WaitlistEvent,
  (f: SessionFacts, released?: SessionFacts) => { subject: string; text: string }
> = {
  PROMOTED: (f, released) => ({
    subject: `Tienes plaza en el examen de ${f.courseName}`,
    text:
      `Se ha liberado una plaza y se ha registrado tu petición desde la lista de espera: ${place(f)}.` +
      (released ? ` Tu petición anterior de esta asignatura (${place(released)}) se ha anulado.` : ""),
  }),
  SKIPPED: (f) => ({
    subject: `Lista de espera: ${f.courseName}`,
    text:
      `Se ha liberado una plaza (${place(f)}), pero no se te ha asignado porque coincide con otro examen que ya ` +
      `tienes elegido. Sigues en la lista de espera en la misma posición.`,
  }),
  ENDED: (f) => ({
    subject: `Fin de la lista de espera: ${f.courseName}`,
    text:
      `El plazo de petición se ha cerrado y la lista de espera de ${place(f)} ha terminado ` +
      `sin que se liberase una plaza para ti.`,
  }),
};

/**
 * Queues the event's e-mail in the caller's transaction (a student without an address gets none), and
 * for a promotion also a notice to the devices on which the student enabled them ('Avisos').
 */
export async function mailWaiter(db: Db, event: WaitlistEvent, facts: SessionFacts, released?: SessionFacts) {
  const mail = WAITLIST_MAILS[event](facts, released);
  if (event === "PROMOTED")
    await notifyDevices(db, facts.userId, { title: mail.subject, body: mail.text, url: "/exams" });
  if (!facts.email) return;
  await enqueue(db, { channel: "EMAIL", recipient: facts.email, recipientUserId: facts.userId, ...mail });
}
