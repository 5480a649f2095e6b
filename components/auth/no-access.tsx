import { getTranslations } from "next-intl/server";
import { MessagePage } from "@/components/shell/message-page";

/** A person the identity provider signed in, who is no portal user (or more than one): nothing was created. */
export async function NoAccessMessage() {
  const t = await getTranslations("shell.signIn");
  return (
    <MessagePage title={t("noAccessTitle")}>
      <p>{t("noAccessBody")}</p>
      <p className="mt-2">{t("noAccessHint")}</p>
    </MessagePage>
  );
}
