import { getTranslations } from "next-intl/server";
import { MessageFrame } from "@/components/shell/message-frame";

export default async function NotFound() {
  const t = await getTranslations("shell.pages");
  return (
    // Every route carries this page, so its client code is in every first load, and the pages' own copies of
    // the same modules come on top (Turbopack does not share them): no 'Idioma' here, and a plain link.
    <MessageFrame title={t("notAvailable")}>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load of the landing is right after a 404 */}
      <a href="/" className="text-blue-700 underline">
        {t("backHome")}
      </a>
    </MessageFrame>
  );
}
