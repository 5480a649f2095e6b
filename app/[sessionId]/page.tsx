import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MessagePage } from "@/components/shell/message-page";
import { SessionSignIn } from "@/components/shell/session-sign-in";
import { getDb } from "@/lib/database";
import { currentSession } from "@/lib/auth/current-session";
import { findSession, SESSION_ID_PATTERN } from "@/lib/auth/session-store";

// The link's page sends no Referer: the exchange and the move to `/` would otherwise name the link in it.
export const metadata: Metadata = { referrer: "no-referrer" };

const fullName = (u: { givenName: string; familyName: string }) => `${u.givenName} ${u.familyName}`;

// The entry link `/{sessionId}`, valid once. Anything that is not shaped like a session id is an unknown page.
export default async function SessionLinkPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params;
  if (!SESSION_ID_PATTERN.test(sessionId)) notFound();

  const t = await getTranslations("auth.link");
  const link = await findSession(await getDb(), sessionId);
  if (!link) {
    return (
      <MessagePage title={t("notValid")}>
        <p>{t("askNew")}</p>
      </MessagePage>
    );
  }
  // A link planted by somebody else must never switch the signed-in user silently.
  const current = await currentSession();
  if (current && current.user.id !== link.user.id) {
    return (
      <MessagePage title={t("someoneElse")}>
        <SessionSignIn
          sessionId={sessionId}
          switchFrom={{ current: fullName(current.user), link: fullName(link.user) }}
        />
      </MessagePage>
    );
  }
  const shell = await getTranslations("shell");
  return (
    <MessagePage title={shell("portalName")}>
      <SessionSignIn sessionId={sessionId} />
    </MessagePage>
  );
}
