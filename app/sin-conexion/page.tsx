import type { Metadata } from "next";
import { MessagePage } from "@/components/shell/message-page";

export const metadata: Metadata = { title: "Sin conexión" };

// The service worker's fallback (lib/pwa/sw.ts) for a page that cannot be loaded without a connection; it
// is kept in the worker's precache, so it holds nothing personal.
export default function OfflinePage() {
  return (
    <MessagePage title="Sin conexión">
      <p>No hay conexión a internet y esta página no está guardada en este dispositivo.</p>
      <p className="mt-2">
        Los justificantes de reserva de examen que ya abriste en este dispositivo siguen disponibles sin conexión.
      </p>
      <p className="mt-2 text-sm text-gray-600">Vuelve a intentarlo cuando tengas conexión.</p>
    </MessagePage>
  );
}
