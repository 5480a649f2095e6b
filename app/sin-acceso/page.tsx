import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MessagePage } from "@/components/shell/message-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.noAccess");
  return { title: t("title") };
}

// Where the university's identity provider vouched for somebody the portal does not know (or knows twice):
// nothing was created.
export default async function NoAccessPage() {
  const t = await getTranslations("auth.noAccess");
  return (
    <MessagePage title={t("title")}>
      <p>{t("signedIn")}</p>
      <p className="mt-2">{t("whatToDo")}</p>
    </MessagePage>
  );
}
