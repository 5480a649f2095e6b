import { getTranslations } from "next-intl/server";
import { ForbiddenNotice } from "@/components/shell/message-page";
import { pageSession } from "@/components/shell/page-gate";
import { getDb } from "@/lib/database";
import { ROLE_VIEWS, type SearchParams } from "./_tabs";

export default async function ExamsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("exams");
  if (!session) return null;
  const { user } = session;
  const View = ROLE_VIEWS[user.role];
  if (!View) return <ForbiddenNotice />;
  const db = await getDb();
  const t = await getTranslations("exams");
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t("page.title")}</h1>
      {await View({ db, user, searchParams: await searchParams })}
    </>
  );
}
