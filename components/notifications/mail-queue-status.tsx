import type { OutboxRow } from "@/lib/outbox/deliver";

type Summary = Partial<Record<OutboxRow["status"], number>>;

/** The e-mail queue as it is: waiting, sent, failed, and whether anything can send at all. */
export function MailQueueStatus({ summary, smtpConfigured }: { summary: Summary; smtpConfigured: boolean }) {
  return (
    <section
      aria-label="Cola de correo"
      className="mb-4 rounded-md border border-gray-200 bg-gray-50 px-4 py-3 text-sm"
    >
      <p>
        Cola de correo: en cola {summary.QUEUED ?? 0}, enviados {summary.SENT ?? 0}, fallidos {summary.FAILED ?? 0}.
      </p>
      {!smtpConfigured && (
        <p className="mt-1 font-medium text-amber-800">
          No hay servidor de correo configurado (SMTP_URL): los correos quedan en cola y no se envían.
        </p>
      )}
    </section>
  );
}
