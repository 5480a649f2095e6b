import { getTranslations } from "next-intl/server";
import { pageSession } from "@/components/shell/page-gate";
import { getDb } from "@/lib/database";
import type { SearchParams } from "@/lib/list/page-query";
import { ROLE_VIEWS } from "./_tabs";

export default async function DocumentalPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("documental");
  const view = session && ROLE_VIEWS[session.user.role];
  if (!session || !view) return null;
  const t = await getTranslations("documents");
  const content = await view.render({ db: await getDb(), user: session.user, searchParams: await searchParams, t });
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t(view.title)}</h1>
      {content}
    </>
  );
}
