import type { Db } from "@/db";
import { ValidationError } from "@/lib/api/errors";
import type { AfterCommit } from "@/lib/api/endpoint";
import type { SessionUser } from "@/lib/auth/session-store";
import { deliverNow, deliveryStatus, enqueue } from "@/lib/outbox/deliver";
import { configuredTransports, type Transports } from "@/lib/outbox/transports";
import { msg } from "@/lib/i18n/message";
import { translator } from "@/lib/i18n/translate";
import { getTemplate } from "./queries";
import { personLocale } from "@/lib/i18n/offered";
import { renderMail } from "./render";
import { SAMPLE_VALUES } from "./schemas";

export interface TestMailResult {
  id: number;
  recipient: string;
  status: "QUEUED" | "SENT" | "FAILED";
  lastError: string | null;
  /** Whether an SMTP server is configured; without one the mail waits in the queue. */
  smtpConfigured: boolean;
}

/**
 * 'Enviar prueba': queues the template, filled with sample values, for the signed-in admin (in the
 * request's transaction), then tries it once after the commit and says honestly where it stands.
 */
export async function queueTestMail(
  db: Db,
  admin: SessionUser,
  templateId: number,
  transports: Transports = configuredTransports(),
): Promise<AfterCommit> {
  if (!admin.email) throw new ValidationError(msg("notifications.errors.noEmailForTest"));
  const template = await getTemplate(db, templateId);
  // A mail to the admin: in their language, as any other mail the template sends.
  const locale = personLocale(admin.locale);
  const mail = renderMail(template, SAMPLE_VALUES, locale);
  const row = await enqueue(db, {
    channel: "EMAIL",
    recipient: admin.email,
    recipientUserId: admin.id,
    createdBy: admin.id,
    subject: translator(locale, "notifications")("testMail.subject", { subject: mail.subject }),
    html: mail.html,
    text: mail.text,
  });
  return async (outer): Promise<TestMailResult> => {
    const after = await deliverNow(outer, row.id, { transports });
    return {
      id: after.id,
      recipient: after.recipient,
      status: deliveryStatus(after),
      lastError: after.lastError,
      smtpConfigured: Boolean(transports.EMAIL),
    };
  };
}
