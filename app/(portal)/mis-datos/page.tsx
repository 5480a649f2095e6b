import { getTranslations } from "next-intl/server";
import { DownloadDataButton } from "@/components/privacy/download-data-button";
import { pageSession } from "@/components/shell/page-gate";
import { privacyApi } from "@/lib/privacy/client";

export default async function MyDataPage() {
  const session = await pageSession("myData");
  if (!session) return null;
  const t = await getTranslations("privacy");
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">{t("myData.title")}</h1>
      <p>{t("myData.intro")}</p>
      <p>{t("myData.zip")}</p>
      <DownloadDataButton url={privacyApi.myExportUrl()} label={t("myData.download")} />
    </div>
  );
}
