import { getTranslations } from "next-intl/server";
import { EnrollmentTabs } from "@/components/enrollments/enrollment-tabs";
import { pageSession } from "@/components/shell/page-gate";
import { getDb } from "@/lib/database";
import { roleTabs, type SearchParams } from "./_tabs";

export default async function EnrollmentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("enrollments");
  if (!session) return null;
  const { user } = session;
  const t = await getTranslations("enrollments.page");
  const props = { db: await getDb(), user, searchParams: await searchParams };
  const tabs = [];
  for (const { Tab, value, label } of roleTabs(user.role))
    tabs.push({ value, label: t(`tabs.${label}`), content: await Tab(props) });
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t("title")}</h1>
      <EnrollmentTabs tabs={tabs} />
    </>
  );
}
