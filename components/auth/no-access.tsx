import { MessagePage } from "@/components/shell/message-page";

export const NO_ACCESS_TITLE = "Tu cuenta de la universidad no tiene acceso al portal";

/** A person the identity provider signed in, who is no portal user (or more than one): nothing was created. */
export function NoAccessMessage() {
  return (
    <MessagePage title={NO_ACCESS_TITLE}>
      <p>
        Has entrado correctamente con tu cuenta de la universidad, pero no corresponde a ningún usuario del Portal de
        servicios, o corresponde a más de uno.
      </p>
      <p className="mt-2">
        Escribe a la secretaría de tu centro indicando con qué cuenta has entrado, para que revisen tus datos en el
        portal. Mientras tanto, puedes entrar con el enlace de acceso personal si te han facilitado uno.
      </p>
    </MessagePage>
  );
}
