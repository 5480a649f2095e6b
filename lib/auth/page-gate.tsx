import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { ForbiddenNotice, NoSessionMessage } from "@/components/shell/message-page";
import { currentSession } from "./current-session";
import type { PortalSession } from "./session-store";
import { canUseService, type ServiceKey } from "./services";

/**
 * For a module's layout and pages: the session when its role may use `service`, otherwise the page
 * to show instead (no session / forbidden). Pages check again: a layout alone is no authorization.
 */
export async function gateService(service: ServiceKey): Promise<{ session: PortalSession } | { denied: ReactNode }> {
  const session = await currentSession();
  if (!session) return { denied: <NoSessionMessage /> };
  if (!canUseService(session.user.role, service)) {
    return { denied: <AppShell user={session.user}><ForbiddenNotice /></AppShell> };
  }
  return { session };
}
