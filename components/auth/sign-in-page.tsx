import { MessagePage, NoSessionMessage } from "@/components/shell/message-page";
import { SsoButtons } from "./islands";
import type { SsoButton } from "./sso-buttons";

export const SSO_TITLE = "Entrar con la cuenta de la universidad";
export const SSO_FAILED = "No se ha podido iniciar la sesión con la cuenta de la universidad. Vuelve a intentarlo.";

/**
 * The signed-out entry page. With a configured identity provider, one button per protocol (and the
 * reason the last attempt failed, if it did); without one, the session-link message as before.
 */
export function SignInPage({ buttons, failed }: { buttons: SsoButton[]; failed: boolean }) {
  if (buttons.length === 0) return <NoSessionMessage />;
  return (
    <MessagePage title={SSO_TITLE}>
      {failed ? (
        <p role="alert" className="mb-4 rounded border border-red-200 bg-red-50 p-3 text-red-800">
          {SSO_FAILED}
        </p>
      ) : null}
      <SsoButtons buttons={buttons} />
      <p className="mt-6 text-sm text-gray-600">
        Si tu universidad te ha facilitado un enlace de acceso personal, también puedes entrar abriéndolo.
      </p>
    </MessagePage>
  );
}
