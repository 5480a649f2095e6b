import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * A full-page message's frame; `menu` sits above it. MessagePage adds 'Idioma'; the 404 page, which every
 * route carries, uses the frame alone (see app/not-found.tsx).
 */
export async function MessageFrame({
  title,
  menu,
  children,
}: {
  title: string;
  menu?: ReactNode;
  children?: ReactNode;
}) {
  const t = await getTranslations("shell");
  return (
    <main
      id="contenido"
      className="mx-auto mt-24 max-w-xl rounded-lg border border-gray-200 bg-white p-8 text-center shadow-sm"
    >
      {menu}
      <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-blue-700">{t("portalName")}</p>
      <h1 className="text-xl font-semibold">{title}</h1>
      {children ? <div className="mt-4 text-gray-700">{children}</div> : null}
    </main>
  );
}
