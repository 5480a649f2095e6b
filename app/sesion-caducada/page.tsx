import type { Metadata } from "next";
import Link from "next/link";
import { SsoButtons } from "@/components/auth/islands";
import { MessagePage } from "@/components/shell/message-page";
import { ssoButtons } from "@/lib/auth/sso/buttons";
import { ssoConfig } from "@/lib/auth/sso/config";

export const metadata: Metadata = { title: "Tu sesión ha caducado · Portal de servicios" };

// Where the portal sends a page whose API calls find the session gone (lib/client/session-expired.ts).
export default function SessionExpiredPage() {
  const buttons = ssoButtons(ssoConfig());
  return (
    <MessagePage title="Tu sesión ha caducado">
      <p>
        Por seguridad, la sesión termina pasado un tiempo o al cerrarla. Lo que no hubieras enviado no se ha guardado.
      </p>
      <p className="mt-2">
        Para volver a entrar, solicita a tu universidad un enlace de acceso personal nuevo y ábrelo: cada enlace sirve
        una sola vez.
      </p>
      {buttons.length > 0 && (
        <div className="mt-6">
          <p className="mb-3">También puedes entrar con la cuenta de la universidad:</p>
          <SsoButtons buttons={buttons} />
        </div>
      )}
      <p className="mt-6">
        <Link href="/" className="font-medium text-blue-700 underline">
          Ir a la página de inicio
        </Link>
      </p>
    </MessagePage>
  );
}
