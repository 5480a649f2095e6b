import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LanguageMenu } from "./language-menu";

/** A full-page message (no session, invalid link, forbidden, not found). */
export async function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  const t = await getTranslations("shell");
  return (
    <main
      id="contenido"
      className="mx-auto mt-24 max-w-xl rounded-lg border border-gray-200 bg-white p-8 text-center shadow-sm"
    >
      <div className="mb-2 flex justify-end empty:hidden">
        <LanguageMenu tone="page" />
      </div>
      <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-blue-700">{t("portalName")}</p>
      <h1 className="text-xl font-semibold">{title}</h1>
      {children ? <div className="mt-4 text-gray-700">{children}</div> : null}
    </main>
  );
}

export async function NoSessionMessage() {
  const t = await getTranslations("shell.pages");
  return (
    <MessagePage title={t("noSessionTitle")}>
      <p>{t("noSessionBody")}</p>
      <p className="mt-2 text-sm text-gray-600">{t("noSessionHint")}</p>
    </MessagePage>
  );
}

/** Shown inside the shell when the role may not open the page. */
export async function ForbiddenNotice() {
  const t = await getTranslations("shell.pages");
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-lg font-semibold text-red-800">{t("forbidden")}</h1>
    </div>
  );
}
