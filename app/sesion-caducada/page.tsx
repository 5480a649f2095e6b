import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SsoButtons } from "@/components/auth/islands";
import { MessagePage } from "@/components/shell/message-page";
import { ssoButtons } from "@/lib/auth/sso/buttons";
import { ssoConfig } from "@/lib/auth/sso/config";
import { pageLocale } from "@/lib/i18n/request-locale";

export async function generateMetadata(): Promise<Metadata> {
  const [t, shell] = await Promise.all([getTranslations("auth.expired"), getTranslations("shell")]);
  return { title: `${t("title")} · ${shell("portalName")}` };
}

// Where the portal sends a page whose API calls find the session gone (lib/client/session-expired.ts).
export default async function SessionExpiredPage() {
  const t = await getTranslations("auth.expired");
  const buttons = ssoButtons(ssoConfig(), await pageLocale());
  return (
    <MessagePage title={t("title")}>
      <p>{t("why")}</p>
      <p className="mt-2">{t("howBack")}</p>
      {buttons.length > 0 && (
        <div className="mt-6">
          <p className="mb-3">{t("orSso")}</p>
          <SsoButtons buttons={buttons} />
        </div>
      )}
      <p className="mt-6">
        <Link href="/" className="font-medium text-blue-700 underline">
          {t("home")}
        </Link>
      </p>
    </MessagePage>
  );
}
