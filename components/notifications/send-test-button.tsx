"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ToastVariant } from "@/components/ui/toast";
import type { TemplateRow } from "@/lib/notifications/schemas";
import type { TestMailResult } from "@/lib/notifications/test-mail";
import { useApiAction } from "@/components/ui/use-api-action";
import { notificationsApi } from "@/lib/notifications/client";

/** Where the test mail really stands: sent, waiting for an SMTP server, waiting for a retry, or failed. */
function testMailMessage(
  t: ReturnType<typeof useTranslations<"notifications.testMail">>,
  r: TestMailResult,
): { message: string; variant: ToastVariant } {
  const values = { recipient: r.recipient, error: r.lastError ?? "" };
  if (r.status === "SENT") return { message: t("sent", values), variant: "success" };
  if (r.status === "FAILED") return { message: t("failed", values), variant: "error" };
  if (!r.smtpConfigured) return { message: t("noSmtp", values), variant: "warning" };
  return { message: t("queued", values), variant: "warning" };
}

/** 'Enviar prueba': the template with sample values to the signed-in admin's address. */
export function SendTestButton({ template }: { template: TemplateRow }) {
  const t = useTranslations("notifications.testMail");
  const { run, busy } = useApiAction();
  async function send() {
    await run(() => notificationsApi.sendTest(template.id), {
      success: (result) => ({ ...testMailMessage(t, result), durationMs: 6000 }),
    });
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={busy}
      onClick={send}
      aria-label={t("buttonLabel", { reference: template.reference })}
    >
      {t("button")}
    </Button>
  );
}
