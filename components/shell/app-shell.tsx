import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/session-store";
import { menuFor } from "@/lib/auth/services";
import { pageLocale } from "@/lib/i18n/request-locale";
import { LanguageMenu } from "./language-menu";
import { LogoutButton } from "./logout-button";
import { MenuDrawer } from "./menu-drawer";
import { ServiceLinks, type MenuItem } from "./service-links";

/**
 * Top bar 'Portal de servicios' with the user and logout, and the role's side menu; below the `md`
 * breakpoint the menu moves into a drawer behind 'Menú' and the content takes the whole width. The
 * links are plain anchors: every service page is rendered per request, so client-side routing would
 * save little, and its code would weigh on every page's first load.
 */
export async function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [locale, t] = await Promise.all([pageLocale(), getTranslations("shell")]);
  const items: MenuItem[] = menuFor(user.role, locale).map(({ key, href, label }) => ({ key, href, label }));
  return (
    <div className="min-h-screen">
      <header className="no-print flex flex-wrap items-center justify-between gap-x-4 gap-y-2 bg-blue-800 px-4 py-3 text-white">
        <div className="flex items-center gap-3">
          <MenuDrawer items={items} />
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain anchor, as the menu (see above) */}
          <a href="/" className="text-lg font-semibold">
            {t("portalName")}
          </a>
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
          <span className="min-w-0 text-sm break-words">
            {t("userAndRole", { name: `${user.givenName} ${user.familyName}`, role: t(`roles.${user.role}`) })}
          </span>
          <LanguageMenu />
          <LogoutButton />
        </div>
      </header>
      <div className="flex">
        <nav
          aria-label={t("services")}
          className="no-print hidden min-h-[calc(100vh-3.5rem)] w-56 shrink-0 border-r border-gray-200 bg-white p-3 md:block"
        >
          <ServiceLinks items={items} />
        </nav>
        <main id="contenido" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
