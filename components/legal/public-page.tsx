import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

/** A public page (no session, no menu): the portal's name and the page's text. */
export async function PublicPage({ children }: { children: ReactNode }) {
  const t = await getTranslations("shell");
  return (
    <>
      <header className="border-b border-gray-200 bg-white px-6 py-4">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain anchor, as the shell's */}
        <a href="/" className="text-sm font-semibold uppercase tracking-wide text-blue-700">
          {t("portalName")}
        </a>
      </header>
      <main id="contenido" className="mx-auto max-w-3xl space-y-6 p-6 leading-relaxed">
        {children}
      </main>
    </>
  );
}
