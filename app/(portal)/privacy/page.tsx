import { getTableConfig } from "drizzle-orm/pg-core";
import { getTranslations } from "next-intl/server";
import { PersonExport } from "@/components/privacy/person-export";
import { PersonReads } from "@/components/privacy/person-reads";
import { pageSession } from "@/components/shell/page-gate";
import { Table } from "@/components/ui/table";
import { getDb } from "@/lib/database";
import { NotFoundError } from "@/lib/api/errors";
import { readsOfStudent } from "@/lib/access-log/queries";
import { readListQuery } from "@/lib/access-log/schemas";
import type { Locale } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/request-locale";
import { loadOrNull } from "@/lib/load-or-null";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";
import { personByExternalId } from "@/lib/privacy/export/build";
import { personalDataRegistry } from "@/lib/privacy/registry";

/** The reads of the person named in the URL: "unknown" when nobody has that identifier, null when the read failed. */
async function readsOf(person: string, query: ReturnType<typeof readListQuery.parse>, locale: Locale) {
  if (!person) return undefined;
  const db = await getDb();
  const found = await personByExternalId(db, person).catch((err: unknown) => {
    if (err instanceof NotFoundError) return "unknown" as const;
    throw err;
  });
  return found === "unknown" ? found : loadOrNull("las consultas", () => readsOfStudent(db, found.id, query, locale));
}

export default async function PrivacyPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("privacy");
  if (!session) return null;
  const t = await getTranslations("privacy");
  const params = await searchParams;
  const person = String([params.persona ?? ""].flat()[0]).trim();
  const query = pageQuery(readListQuery, params);
  const reads = await readsOf(person, query, await pageLocale());
  const rows = personalDataRegistry.map((d) => ({
    id: getTableConfig(d.table).name,
    module: t(`registry.modules.${d.module}`),
    description: t(`registry.tables.${d.description}`),
    legalBasis: t(`registry.legalBases.${d.legalBasis}`),
    retention: t(`registry.retention.${d.retention}`),
    hold: d.hold ? t(`registry.holds.${d.hold}`) : t("page.storage.noHold"),
  }));
  const columns = [
    { key: "module", header: t("page.storage.module") },
    { key: "description", header: t("page.storage.description") },
    { key: "legalBasis", header: t("page.storage.legalBasis") },
    { key: "retention", header: t("page.storage.retention") },
    { key: "hold", header: t("page.storage.hold") },
  ];
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">{t("page.title")}</h1>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t("page.requests.title")}</h2>
        <p className="max-w-3xl">{t("page.requests.intro")}</p>
        <PersonExport />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t("page.reads.title")}</h2>
        <p className="max-w-3xl">{t("page.reads.intro")}</p>
        <PersonReads person={person} reads={reads} query={query} />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t("page.storage.title")}</h2>
        <Table caption={t("page.storage.title")} columns={columns} rows={rows} />
      </section>
    </div>
  );
}
