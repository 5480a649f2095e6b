import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { enqueue } from "@/lib/outbox/deliver";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { type InstanceStatus } from "@/db/enums/instances";

export type InstanceEvent = "CREATE" | "ANSWER" | "CLOSE" | "REOPEN" | "CANCEL";

interface MailFacts {
  name: string;
  status: InstanceStatus;
  entryCode: string | null;
  exitCode?: string | null;
}

/**
 * The event's e-mail in `locale` (the student's language): the request's name, its new state and its
 * registry codes.
 */
export function instanceMail(locale: Locale, event: InstanceEvent, f: MailFacts): { subject: string; text: string } {
  const t = translator(locale, "instances");
  const values = {
    name: f.name,
    status: t(`statuses.${f.status}`),
    entry: String(f.entryCode),
    exit: String(f.exitCode),
  };
  return { subject: t(`mails.${event}.subject`, values), text: t(`mails.${event}.text`, values) };
}

/** Queues the event's e-mail to the student (or the external student's address) in their language, in the caller's transaction. */
export async function notifyStudent(
  db: Db,
  author: SessionUser,
  to: { email: string | null; userId: number | null; locale: Locale },
  event: InstanceEvent,
  facts: MailFacts,
): Promise<void> {
  if (!to.email) return;
  const mail = instanceMail(to.locale, event, facts);
  await enqueue(db, {
    channel: "EMAIL",
    recipient: to.email,
    recipientUserId: to.userId,
    createdBy: author.id,
    ...mail,
  });
}
