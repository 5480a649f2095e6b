import { MailQueueStatus } from "@/components/notifications/mail-queue-status";
import { NotificationsAdmin } from "@/components/notifications/islands";
import { LoadError } from "@/components/ui/load-error";
import { loadOrNull } from "@/lib/load-or-null";
import { getDb } from "@/lib/database";
import { env } from "@/lib/config";
import { pageSession } from "@/components/shell/page-gate";
import { listAssignations, listInstitutionalRoles, listTemplates } from "@/lib/notifications/queries";
import { outboxSummary } from "@/lib/outbox/deliver";

export default async function NotificationsPage() {
  const session = await pageSession("notifications");
  if (!session) return null;
  const db = await getDb();
  const [templates, assignations, roles, summary] = await Promise.all([
    loadOrNull("las plantillas", () => listTemplates(db)),
    loadOrNull("las asignaciones", () => listAssignations(db)),
    loadOrNull("los roles", () => listInstitutionalRoles(db)),
    loadOrNull("la cola de correo", () => outboxSummary(db, "EMAIL")),
  ]);
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Notificaciones</h1>
      {summary ? (
        <MailQueueStatus summary={summary} smtpConfigured={Boolean(env("SMTP_URL"))} />
      ) : (
        <LoadError message="Ha habido un error al cargar la cola de correo" />
      )}
      {templates && assignations && roles ? (
        <NotificationsAdmin templates={templates} assignations={assignations} roles={roles} />
      ) : (
        <LoadError message="Ha habido un error al cargar las notificaciones" />
      )}
    </>
  );
}
