import { getTranslations } from "next-intl/server";
import { MailQueueStatus } from "@/components/notifications/mail-queue-status";
import { NotificationsAdmin } from "@/components/notifications/islands";
import { LoadError } from "@/components/ui/load-error";
import { loadOrNull } from "@/lib/load-or-null";
import { getDb } from "@/lib/database";
import { env } from "@/lib/config";
import { defaultLocale, localeLabel, offeredLocales } from "@/lib/i18n/offered";
import { pageSession } from "@/components/shell/page-gate";
import { listAssignations, listInstitutionalRoles, listTemplates } from "@/lib/notifications/queries";
import { outboxSummary } from "@/lib/outbox/deliver";

export default async function NotificationsPage() {
  const session = await pageSession("notifications");
  if (!session) return null;
  const t = await getTranslations("notifications.page");
  const db = await getDb();
  const [templates, assignations, roles, summary] = await Promise.all([
    loadOrNull("las plantillas", () => listTemplates(db)),
    loadOrNull("las asignaciones", () => listAssignations(db)),
    loadOrNull("los roles", () => listInstitutionalRoles(db)),
    loadOrNull("la cola de correo", () => outboxSummary(db, "EMAIL")),
  ]);
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t("title")}</h1>
      {summary ? (
        <MailQueueStatus summary={summary} smtpConfigured={Boolean(env("SMTP_URL"))} />
      ) : (
        <LoadError message={t("queueLoadError")} />
      )}
      {templates && assignations && roles ? (
        <NotificationsAdmin
          templates={templates}
          assignations={assignations}
          roles={roles}
          languages={offeredLocales()
            .filter((locale) => locale !== defaultLocale())
            .map((locale) => ({ locale, label: localeLabel(locale) }))}
        />
      ) : (
        <LoadError message={t("loadError")} />
      )}
    </>
  );
}
