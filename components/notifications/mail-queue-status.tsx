import { useTranslations } from "next-intl";
import type { OutboxRow } from "@/lib/outbox/deliver";

type Summary = Partial<Record<OutboxRow["status"], number>>;

/** The e-mail queue as it is: waiting, sent, failed, and whether anything can send at all. */
export function MailQueueStatus({ summary, smtpConfigured }: { summary: Summary; smtpConfigured: boolean }) {
  const t = useTranslations("notifications.queue");
  return (
    <section aria-label={t("label")} className="mb-4 rounded-md border border-gray-200 bg-gray-50 px-4 py-3 text-sm">
      <p>{t("summary", { queued: summary.QUEUED ?? 0, sent: summary.SENT ?? 0, failed: summary.FAILED ?? 0 })}</p>
      {!smtpConfigured && <p className="mt-1 font-medium text-amber-800">{t("noSmtp")}</p>}
    </section>
  );
}
