import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LegalFooter } from "@/components/legal/legal-footer";
import { ServiceWorkerRegistrar } from "@/components/pwa/service-worker-registrar";
import { HydrationMark } from "@/components/shell/hydration-mark";
import { ToastProvider } from "@/components/ui/toast";
import { portalTimeZone } from "@/lib/dates";
import { pageLocale } from "@/lib/i18n/request-locale";
import { getTranslations } from "next-intl/server";
import { THEME_COLOR } from "@/lib/pwa/constants";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell");
  return {
    title: t("portalName"),
    description: t("portalDescription"),
    appleWebApp: { capable: true, title: t("portalName"), statusBarStyle: "default" },
  };
}

export const viewport: Viewport = { themeColor: THEME_COLOR };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request, so that its scripts carry that response's CSP nonce (proxy.ts):
  // a page prerendered at build time would have scripts without one, and the browser would refuse them.
  await connection();
  const [locale, t] = await Promise.all([pageLocale(), getTranslations("shell")]);
  return (
    // The browser formats every date in the portal's zone, read from here (lib/dates.ts), not in its own.
    <html lang={locale} data-time-zone={portalTimeZone()}>
      <body>
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          {t("skipToContent")}
        </a>
        <ClientMessages>
          <ToastProvider>{children}</ToastProvider>
        </ClientMessages>
        <LegalFooter />
        <HydrationMark />
        <ServiceWorkerRegistrar />
      </body>
    </html>
  );
}
