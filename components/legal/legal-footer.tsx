/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors, as the shell's menu: no client router code on every page */
import { getTranslations } from "next-intl/server";

/** The footer of every page, public ones too: the accessibility statement and the privacy notice. */
export async function LegalFooter() {
  const t = await getTranslations("legal");
  return (
    <footer className="no-print border-t border-gray-200 bg-white px-4 py-3 text-sm text-gray-700">
      <nav aria-label={t("footer.label")} className="flex flex-wrap gap-x-6 gap-y-1">
        <a href="/accesibilidad" className="underline hover:text-blue-800">
          {t("footer.accessibility")}
        </a>
        <a href="/privacidad" className="underline hover:text-blue-800">
          {t("footer.privacy")}
        </a>
      </nav>
    </footer>
  );
}
