import { getTranslations } from "next-intl/server";
import { LoadError } from "@/components/ui/load-error";
import { pageSession } from "@/components/shell/page-gate";
import { activeTab, roleTabs } from "@/components/tfg/tab-plan";
import { TfgTabs } from "@/components/tfg/tfg-tabs";
import { getDb } from "@/lib/database";
import { hasAcceptedRequest } from "@/lib/tfg/requests/queries";
import { managesAreas } from "@/lib/tfg/scope";
import { TABS, type SearchParams } from "./_tabs";

export default async function TfgPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("tfg");
  if (!session) return null;
  const { user } = session;
  const db = await getDb();
  const sp = await searchParams;
  const t = await getTranslations("tfg");
  const plan = await roleTabs(
    user.role,
    {
      areas: () => managesAreas(db, user.id),
      accepted: () => hasAcceptedRequest(db, user.id),
    },
    t,
  );
  const heading = <h1 className="mb-4 text-2xl font-semibold">{t("page.heading")}</h1>;
  if ("error" in plan)
    return (
      <>
        {heading}
        <LoadError message={plan.error} />
      </>
    );
  const active = activeTab(plan.tabs, sp.tab);
  const Tab = TABS[active];
  return (
    <>
      {heading}
      <TfgTabs tabs={plan.tabs.map((tab) => ({ ...tab, label: t(`tabs.${tab.label}`) }))} active={active}>
        {await Tab({ db, user, searchParams: sp })}
      </TfgTabs>
    </>
  );
}
