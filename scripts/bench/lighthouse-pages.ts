// Which pages `npm run bench:lighthouse` measures: each role's landing and services, from the role → services
// table, as that role's demo account; then the public pages, signed out.
import { roleName } from "@/lib/auth/role-name";
import { canUseService, SERVICES, type ServiceKey } from "@/lib/auth/services";
import { DEMO_ACCOUNTS } from "@/lib/demo/accounts";

/** LIGHTHOUSE_AS's name for the signed-out visit. */
export const SIGNED_OUT = "sin-sesion";
// Signed out, `/` is the sign-in page.
const PUBLIC_PAGES = ["/", "/accesibilidad", "/privacidad", "/verificar"];

export interface Visit {
  /** A demo account's external id, or null for signed out. */
  account: string | null;
  label: string;
  pages: string[];
}

/** Every visit, narrowed to the account `as` (or SIGNED_OUT) and to the paths `only`, when given. */
export function visits(as?: string, only?: string[]): Visit[] {
  const all: Visit[] = [
    ...DEMO_ACCOUNTS.map(({ externalId, role }) => ({
      account: externalId,
      label: roleName(role, "es"),
      // Services outside the menu (/interactions, /privacy) too: their pages are reached by address.
      pages: [
        "/",
        ...(Object.keys(SERVICES) as ServiceKey[]).filter((k) => canUseService(role, k)).map((k) => SERVICES[k].href),
      ],
    })),
    { account: null, label: "Sin sesión", pages: PUBLIC_PAGES },
  ];
  const chosen = as ? all.filter((v) => (v.account ?? SIGNED_OUT) === as) : all;
  if (chosen.length === 0) throw new Error(`LIGHTHOUSE_AS=${as}: no es una cuenta de demostración ni ${SIGNED_OUT}`);
  if (!only) return chosen;
  const unknown = only.filter((page) => !chosen.some((v) => v.pages.includes(page)));
  if (unknown.length > 0)
    throw new Error(`LIGHTHOUSE_PAGES: ${unknown.join(", ")} no es página de ninguna cuenta elegida`);
  return chosen
    .map((v) => ({ ...v, pages: v.pages.filter((page) => only.includes(page)) }))
    .filter((v) => v.pages.length > 0);
}
