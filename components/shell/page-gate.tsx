import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AppShell } from "@/components/shell/app-shell";
import { ForbiddenNotice, NoSessionMessage } from "@/components/shell/message-page";
import { currentSession } from "@/lib/auth/current-session";
import type { PortalSession } from "@/lib/auth/session-store";
import { canUseService, type ServiceKey } from "@/lib/auth/services";
import type { Namespace } from "@/lib/i18n/catalogue";

/**
 * For a module's layout and pages: the session when its role may use `service`, otherwise the page
 * to show instead (no session / forbidden). Pages check again: a layout alone is no authorization.
 */
export async function gateService(service: ServiceKey): Promise<{ session: PortalSession } | { denied: ReactNode }> {
  const session = await currentSession();
  if (!session) return { denied: <NoSessionMessage /> };
  if (!canUseService(session.user.role, service)) {
    return {
      denied: (
        <AppShell user={session.user}>
          <ForbiddenNotice />
        </AppShell>
      ),
    };
  }
  return { session };
}

/**
 * A module's layout: the shell around the pages, or the reason they are not shown. `namespaces` are the
 * catalogue's parts the module's client islands say (lib/i18n): only those reach the browser.
 */
export async function ServiceLayout({
  service,
  namespaces,
  children,
}: {
  service: ServiceKey;
  namespaces?: readonly Namespace[];
  children: ReactNode;
}) {
  const gate = await gateService(service);
  if ("denied" in gate) return gate.denied;
  return (
    <ClientMessages namespaces={namespaces}>
      <AppShell user={gate.session.user}>{children}</AppShell>
    </ClientMessages>
  );
}

/**
 * A module page's own check (Next renders pages alongside their layout, so the layout's check
 * alone does not stop a page from running): the session, or null — render nothing then; the
 * layout shows why.
 */
export async function pageSession(service: ServiceKey): Promise<PortalSession | null> {
  const gate = await gateService(service);
  return "denied" in gate ? null : gate.session;
}
