import type { Db } from "@/db";
import { formatDateTime } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { personLocale } from "@/lib/i18n/offered";
import { enqueue } from "@/lib/outbox/deliver";
import { notifyDevices } from "@/lib/push/service";

/** What a waiting-list e-mail names: the student's address, the course, the exam option, the venue and the date. */
export interface SessionFacts {
  userId: number;
  email: string | null;
  /** The student's language ('Idioma'); null: not chosen. */
  locale: string | null;
  courseName: string;
  examOption: string;
  venueName: string;
  startsAt: Date;
}

type WaitlistEvent = "PROMOTED" | "SKIPPED" | "ENDED";

/** The texts of the waiting list, one per event, in the student's language. */
export function waitlistMail(
  locale: Locale,
  event: WaitlistEvent,
  f: SessionFacts,
  released?: SessionFacts,
): { subject: string; text: string } {
  const t = translator(locale, "exams");
  const place = (s: SessionFacts) =>
    t("waitlistMail.place", {
      course: s.courseName,
      option: s.examOption,
      venue: s.venueName,
      dateTime: formatDateTime(s.startsAt, locale),
    });
  switch (event) {
    case "PROMOTED":
      return {
        subject: t("waitlistMail.promotedSubject", { course: f.courseName }),
        text:
          t("waitlistMail.promoted", { place: place(f) }) +
          (released ? ` ${t("waitlistMail.released", { place: place(released) })}` : ""),
      };
    case "SKIPPED":
      return {
        subject: t("waitlistMail.skippedSubject", { course: f.courseName }),
        text: t("waitlistMail.skipped", { place: place(f) }),
      };
    case "ENDED":
      return {
        subject: t("waitlistMail.endedSubject", { course: f.courseName }),
        text: t("waitlistMail.ended", { place: place(f) }),
      };
  }
}

/**
 * Queues the event's e-mail in the caller's transaction (a student without an address gets none), and
 * for a promotion also a notice to the devices on which the student enabled them ('Avisos').
 */
export async function mailWaiter(db: Db, event: WaitlistEvent, facts: SessionFacts, released?: SessionFacts) {
  const mail = waitlistMail(personLocale(facts.locale), event, facts, released);
  if (event === "PROMOTED")
    await notifyDevices(db, facts.userId, { title: mail.subject, body: mail.text, url: "/exams" });
  if (!facts.email) return;
  await enqueue(db, { channel: "EMAIL", recipient: facts.email, recipientUserId: facts.userId, ...mail });
}
