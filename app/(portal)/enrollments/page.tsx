import { EnrollmentTabs } from "@/components/enrollments/enrollment-tabs";
import { pageSession } from "@/components/shell/page-gate";
import { getDb } from "@/lib/database";
import { roleTabs, type SearchParams } from "./_tabs";

export default async function EnrollmentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("enrollments");
  if (!session) return null;
  const { user } = session;
  const props = { db: await getDb(), user, searchParams: await searchParams };
  const tabs = [];
  for (const { Tab, ...tab } of roleTabs(user.role)) tabs.push({ ...tab, content: await Tab(props) });
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Matrículas</h1>
      <EnrollmentTabs tabs={tabs} />
    </>
  );
}
