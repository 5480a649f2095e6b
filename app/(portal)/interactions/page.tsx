import { getTranslations } from "next-intl/server";
import { interactionColumns } from "@/components/interactions/interaction-columns";
import { InteractionsTabs } from "@/components/interactions/interactions-tabs";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { loadOrNull } from "@/lib/load-or-null";
import { getDb } from "@/lib/database";
import { pageSession } from "@/components/shell/page-gate";
import { uploadMaxBytes } from "@/lib/files/limits";
import { listInteractions } from "@/lib/interactions/queries";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";
import { interactionListQuery } from "@/lib/interactions/schemas";

export default async function InteractionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("interactions");
  if (!session) return null;
  const t = await getTranslations("interactions");
  const query = pageQuery(interactionListQuery, await searchParams);
  const db = await getDb();
  const page = await loadOrNull("las interacciones", () => listInteractions(db, session.user, query));
  const list = page ? (
    <PageTable
      columns={interactionColumns(t)}
      page={page}
      query={{ ...query, sort: query.sort ?? "created" }}
      caption={t("page.caption")}
      emptyMessage={t("page.empty")}
    />
  ) : (
    <LoadError message={t("page.loadError")} />
  );
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t("page.title")}</h1>
      <InteractionsTabs list={list} maxBytes={uploadMaxBytes()} />
    </>
  );
}
