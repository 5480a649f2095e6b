"use client";

import { Button } from "@/components/ui/button";
import type { ToastVariant } from "@/components/ui/toast";
import type { TemplateRow } from "@/lib/notifications/schemas";
import type { TestMailResult } from "@/lib/notifications/test-mail";
import { useApiAction } from "@/components/ui/use-api-action";
import { notificationsApi } from "@/lib/notifications/client";

/** Where the test mail really stands: sent, waiting for an SMTP server, waiting for a retry, or failed. */
export function testMailMessage(r: TestMailResult): { message: string; variant: ToastVariant } {
  if (r.status === "SENT") return { message: `Correo de prueba enviado a ${r.recipient}`, variant: "success" };
  if (r.status === "FAILED")
    return {
      message: `No se ha podido enviar el correo de prueba a ${r.recipient}: ${r.lastError ?? ""}`,
      variant: "error",
    };
  if (!r.smtpConfigured)
    return {
      message: `No hay servidor de correo configurado: el correo de prueba a ${r.recipient} queda en cola, sin enviar`,
      variant: "warning",
    };
  return {
    message: `El correo de prueba a ${r.recipient} no se ha podido enviar todavía y queda en cola para reintentarlo: ${r.lastError ?? ""}`,
    variant: "warning",
  };
}

/** 'Enviar prueba': the template with sample values to the signed-in admin's address. */
export function SendTestButton({ template }: { template: TemplateRow }) {
  const { run, busy } = useApiAction();
  async function send() {
    await run(() => notificationsApi.sendTest(template.id), {
      success: (result) => ({ ...testMailMessage(result), durationMs: 6000 }),
    });
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={busy}
      onClick={send}
      aria-label={`Enviar prueba de ${template.reference}`}
    >
      Enviar prueba
    </Button>
  );
}
