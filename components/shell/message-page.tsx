import type { ReactNode } from "react";

/** A full-page message (no session, invalid link, forbidden, not found). */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main
      id="contenido"
      className="mx-auto mt-24 max-w-xl rounded-lg border border-gray-200 bg-white p-8 text-center shadow-sm"
    >
      <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-blue-700">Portal de servicios</p>
      <h1 className="text-xl font-semibold">{title}</h1>
      {children ? <div className="mt-4 text-gray-700">{children}</div> : null}
    </main>
  );
}

export const NOT_AVAILABLE = "Esta página no está disponible";
export const FORBIDDEN = "No tienes permisos para ver esta página";

export function NoSessionMessage() {
  return (
    <MessagePage title="No has iniciado sesión">
      <p>
        Para entrar en el Portal de servicios abre el enlace de acceso personal que te ha facilitado tu universidad.
      </p>
      <p className="mt-2 text-sm text-gray-600">Si tu enlace ha caducado, solicita uno nuevo.</p>
    </MessagePage>
  );
}

/** Shown inside the shell when the role may not open the page. */
export function ForbiddenNotice() {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-lg font-semibold text-red-800">{FORBIDDEN}</h1>
    </div>
  );
}
