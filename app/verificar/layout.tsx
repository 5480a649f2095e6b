import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// Public pages: no session, no menu. The verification of documents is open to anyone holding one, in the
// visitor's language (their cookie or Accept-Language), whatever the language the document was issued in.
export default async function VerificationLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("verification.page");
  return (
    <ClientMessages namespaces={["verification"]}>
      <header className="border-b border-gray-200 bg-white px-6 py-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{t("portalName")}</p>
      </header>
      <main id="contenido" className="mx-auto max-w-3xl p-6">
        {children}
      </main>
    </ClientMessages>
  );
}
