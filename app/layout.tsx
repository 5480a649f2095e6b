import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { LegalFooter } from "@/components/legal/legal-footer";
import { ServiceWorkerRegistrar } from "@/components/pwa/service-worker-registrar";
import { HydrationMark } from "@/components/shell/hydration-mark";
import { ToastProvider } from "@/components/ui/toast";
import { portalTimeZone } from "@/lib/dates";
import { THEME_COLOR } from "@/lib/pwa/constants";
import "./globals.css";

export const metadata: Metadata = {
  title: "Portal de servicios",
  description: "Portal de servicios de la universidad",
  appleWebApp: { capable: true, title: "Portal de servicios", statusBarStyle: "default" },
};

export const viewport: Viewport = { themeColor: THEME_COLOR };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request, so that its scripts carry that response's CSP nonce (proxy.ts):
  // a page prerendered at build time would have scripts without one, and the browser would refuse them.
  await connection();
  return (
    // The browser formats every date in the portal's zone, read from here (lib/dates.ts), not in its own.
    <html lang="es" data-time-zone={portalTimeZone()}>
      <body>
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Saltar al contenido
        </a>
        <ToastProvider>{children}</ToastProvider>
        <LegalFooter />
        <HydrationMark />
        <ServiceWorkerRegistrar />
      </body>
    </html>
  );
}
