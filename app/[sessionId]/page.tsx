import { notFound } from "next/navigation";
import { Landing } from "@/components/shell/landing";
import { MessagePage } from "@/components/shell/message-page";
import { SessionSignIn } from "@/components/shell/session-sign-in";
import { getDb } from "@/db";
import { currentSession } from "@/lib/auth/current-session";
import { findSession, SESSION_ID_PATTERN } from "@/lib/auth/session-store";

// The entry link `/{sessionId}`. Anything that is not shaped like a session id is an unknown page.
export default async function SessionLinkPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params;
  if (!SESSION_ID_PATTERN.test(sessionId)) notFound();

  const current = await currentSession();
  if (current?.sessionId === sessionId) return <Landing user={current.user} />;

  if (!(await findSession(await getDb(), sessionId))) {
    return (
      <MessagePage title="El enlace de acceso no es válido o ha caducado">
        <p>Solicita a tu universidad un enlace de acceso nuevo.</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title="Portal de servicios">
      <SessionSignIn sessionId={sessionId} />
    </MessagePage>
  );
}
