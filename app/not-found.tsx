import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MessagePage } from "@/components/shell/message-page";

export default async function NotFound() {
  const t = await getTranslations("shell.pages");
  return (
    <MessagePage title={t("notAvailable")}>
      <Link href="/" className="text-blue-700 underline">
        {t("backHome")}
      </Link>
    </MessagePage>
  );
}
