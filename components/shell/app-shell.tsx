import Link from "next/link";
import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/session-store";
import { ROLE_LABELS } from "@/lib/auth/roles";
import { menuFor } from "@/lib/auth/services";
import { LogoutButton } from "./logout-button";

/**
 * Top bar 'Portal de servicios' with the user and logout, and the role's side menu. The links do not
 * prefetch: every service page is rendered per request, so a prefetch only brings its layout, and
 * each page would otherwise ask the server for every service of the menu (and the landing for each
 * twice) while the browser is still busy starting up.
 */
export function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="no-print flex items-center justify-between bg-blue-800 px-4 py-3 text-white">
        <Link href="/" prefetch={false} className="text-lg font-semibold">
          Portal de servicios
        </Link>
        <div className="flex items-center gap-4">
          <span className="text-sm">
            {user.givenName} {user.familyName} · {ROLE_LABELS[user.role]}
          </span>
          <LogoutButton />
        </div>
      </header>
      <div className="flex">
        <nav
          aria-label="Servicios"
          className="no-print min-h-[calc(100vh-3.5rem)] w-56 shrink-0 border-r border-gray-200 bg-white p-3"
        >
          <ul className="space-y-1">
            {menuFor(user.role).map((service) => (
              <li key={service.key}>
                <Link href={service.href} prefetch={false} className="block rounded px-3 py-2 text-sm hover:bg-blue-50">
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="contenido" className="min-w-0 flex-1 p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
