import type { ReactNode } from "react";

// Public pages: no session, no menu. The verification of documents is open to anyone holding one.
export default function VerificationLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-gray-200 bg-white px-6 py-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">Portal de servicios</p>
      </header>
      <main id="contenido" className="mx-auto max-w-3xl p-6">
        {children}
      </main>
    </>
  );
}
