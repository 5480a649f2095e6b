import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MessagePage } from "@/components/shell/message-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("push");
  return { title: t("offline.title") };
}

// The service worker's fallback (lib/pwa/sw.ts) for a page that cannot be loaded without a connection; it
// is kept in the worker's precache, so it holds nothing personal. It is in the language of the request
// that precached it (the worker itself has no catalogue).
export default async function OfflinePage() {
  const t = await getTranslations("push");
  return (
    <MessagePage title={t("offline.title")}>
      <p>{t("offline.noConnection")}</p>
      <p className="mt-2">{t("offline.vouchers")}</p>
      <p className="mt-2 text-sm text-gray-600">{t("offline.retry")}</p>
    </MessagePage>
  );
}
