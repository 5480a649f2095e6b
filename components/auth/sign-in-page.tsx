import { getTranslations } from "next-intl/server";
import { MessagePage, NoSessionMessage } from "@/components/shell/message-page";
import { SsoButtons } from "./islands";
import type { SsoButton } from "./sso-buttons";

/**
 * The signed-out entry page. With a configured identity provider, one button per protocol (and the
 * reason the last attempt failed, if it did); without one, the session-link message as before.
 */
export async function SignInPage({ buttons, failed }: { buttons: SsoButton[]; failed: boolean }) {
  if (buttons.length === 0) return <NoSessionMessage />;
  const t = await getTranslations("shell.signIn");
  return (
    <MessagePage title={t("ssoTitle")}>
      {failed ? (
        <p role="alert" className="mb-4 rounded border border-red-200 bg-red-50 p-3 text-red-800">
          {t("ssoFailed")}
        </p>
      ) : null}
      <SsoButtons buttons={buttons} />
      <p className="mt-6 text-sm text-gray-600">{t("ssoLinkHint")}</p>
    </MessagePage>
  );
}
