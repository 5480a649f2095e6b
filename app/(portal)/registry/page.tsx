import { getTranslations } from "next-intl/server";
import { registryColumns } from "@/components/registry/registry-columns";
import { RegistryFilters } from "@/components/registry/registry-filters";
import { RegistryTabs } from "@/components/registry/registry-tabs";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { loadOrNull } from "@/lib/load-or-null";
import { getDb } from "@/lib/database";
import { pageSession } from "@/components/shell/page-gate";
import { uploadMaxBytes } from "@/lib/files/limits";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";
import { proposedCodes } from "@/lib/registry/numbering";
import { listRegistryEntries, listRegistryTerms } from "@/lib/registry/queries";
import { registryListQuery } from "@/lib/registry/schemas";
import { registryApi } from "@/lib/registry/client";

// The export link carries the table's filters, not its paging.
function csvHref(params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const key of ["bookType", "type", "term", "from", "to", "q", "sort", "direction"]) {
    const value = params[key];
    if (typeof value === "string" && value) query.set(key, value);
  }
  return registryApi.exportUrl(query);
}

export default async function RegistryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("registry");
  if (!session) return null;
  const t = await getTranslations("registry");
  const params = await searchParams;
  const query = pageQuery(registryListQuery, params);
  const db = await getDb();
  const [page, terms, proposed] = await Promise.all([
    loadOrNull("el libro de registros", () => listRegistryEntries(db, query)),
    loadOrNull("los cursos académicos", () => listRegistryTerms(db)),
    loadOrNull("los números propuestos", () => proposedCodes(db)),
  ]);
  if (!terms) return <LoadError message={t("page.loadTerms")} />;
  if (!proposed) return <LoadError message={t("page.loadNumbers")} />;
  const maxBytes = uploadMaxBytes();
  const book = page ? (
    <PageTable
      columns={await registryColumns(terms, maxBytes)}
      page={page}
      query={query}
      caption={t("page.bookCaption")}
      emptyMessage={t("page.empty")}
      filters={<RegistryFilters current={query} terms={terms} />}
      filtersOpen
      csvHref={csvHref(params)}
    />
  ) : (
    <LoadError message={t("page.loadBook")} />
  );
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t("page.title")}</h1>
      <RegistryTabs
        book={book}
        terms={terms}
        defaultTerm={terms[0] ? String(terms[0].id) : ""}
        maxBytes={maxBytes}
        proposed={proposed}
      />
    </>
  );
}
