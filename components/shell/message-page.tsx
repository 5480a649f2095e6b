import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LanguageMenu } from "./language-menu";
import { MessageFrame } from "./message-frame";

/** A full-page message (no session, invalid link, expired session, offline), with 'Idioma'. */
export async function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <MessageFrame
      title={title}
      menu={
        <div className="mb-2 flex justify-end empty:hidden">
          <LanguageMenu tone="page" />
        </div>
      }
    >
      {children}
    </MessageFrame>
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
