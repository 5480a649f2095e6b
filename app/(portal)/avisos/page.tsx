import { getTranslations } from "next-intl/server";
import { DeviceNotices } from "@/components/push/device-notices";
import { pageSession } from "@/components/shell/page-gate";
import { LoadError } from "@/components/ui/load-error";
import { getDb } from "@/lib/database";
import { formatDateTime } from "@/lib/dates";
import { pageLocale } from "@/lib/i18n/request-locale";
import { loadOrNull } from "@/lib/load-or-null";
import { noticesOverview } from "@/lib/push/service";

export default async function NoticesPage() {
  const session = await pageSession("notices");
  if (!session) return null;
  const [t, locale] = await Promise.all([getTranslations("push"), pageLocale()]);
  const overview = await loadOrNull("los dispositivos con avisos", async () =>
    noticesOverview(await getDb(), session.user.id),
  );
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">{t("page.title")}</h1>
      <p>{t("page.intro")}</p>
      {overview === null ? (
        <LoadError message={t("page.loadError")} />
      ) : !overview.enabled || !overview.publicKey ? (
        <p role="status" className="rounded-md border border-gray-300 bg-gray-50 p-3">
          {t("page.unavailable")}
        </p>
      ) : (
        <DeviceNotices
          publicKey={overview.publicKey}
          devices={overview.devices.map((d) => ({
            id: d.id,
            device: d.device,
            endpoint: d.endpoint,
            createdAt: formatDateTime(d.createdAt, locale),
            lastUsedAt: d.lastUsedAt ? formatDateTime(d.lastUsedAt, locale) : null,
          }))}
        />
      )}
    </div>
  );
}
