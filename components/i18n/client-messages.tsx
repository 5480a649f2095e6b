import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { type Namespace, pickNamespaces } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/i18n/request-locale";
import { portalTimeZone } from "@/lib/dates";

/** What every client island may say: the shared controls, the shell, the forms' and the API's messages. */
const SHARED: readonly Namespace[] = ["common", "shell", "validation", "errors"];

/**
 * The messages the client islands below may use: the shared namespaces and `namespaces` (a module's
 * layout names its own), never the whole catalogue, so that a page's HTML carries only its texts.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly Namespace[];
  children: ReactNode;
}) {
  const locale = await pageLocale();
  return (
    <NextIntlClientProvider
      locale={locale}
      timeZone={portalTimeZone()}
      messages={pickNamespaces(locale, [...SHARED, ...namespaces])}
    >
      {children}
    </NextIntlClientProvider>
  );
}
