import { getTranslations } from "next-intl/server";
import { InstancesTabs } from "@/components/instances/instances-tabs";
import { pageSession } from "@/components/shell/page-gate";
import { getDb } from "@/lib/database";
import { uploadMaxBytes } from "@/lib/files/limits";
import { instanceListQuery } from "@/lib/instances/requests/list-query";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";
import { ROLE_TABS } from "./_tabs";

export default async function InstancesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("instances");
  const roleTabs = session && ROLE_TABS[session.user.role];
  if (!session || !roleTabs) return null;
  const params = await searchParams;
  const t = await getTranslations("instances");
  const tabs = await roleTabs({
    db: await getDb(),
    user: session.user,
    searchParams: params,
    query: pageQuery(instanceListQuery, params),
    maxBytes: uploadMaxBytes(),
    t,
  });
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t("page.title")}</h1>
      <InstancesTabs label={t("page.title")} tabs={tabs} />
    </>
  );
}
