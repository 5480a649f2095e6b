import { OpenYearButton } from "@/components/academic-year/islands";
import { YearActions } from "@/components/academic-year/year-actions";
import { pageSession } from "@/components/shell/page-gate";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/status-badge";
import { Table, type DataTableColumn } from "@/components/ui/table";
import { LoadError } from "@/components/ui/load-error";
import { listYears } from "@/lib/academic-year/queries";
import type { YearCounts, YearRowView } from "@/lib/academic-year/schemas";
import { nextYearName } from "@/lib/academic-year/shift";
import { getDb } from "@/lib/database";
import { loadOrNull } from "@/lib/load-or-null";

type Translate = Awaited<ReturnType<typeof getTranslations<"academicYear">>>;

const COUNTS: (keyof YearCounts)[] = [
  "enrollmentTerms",
  "enrollmentCapacities",
  "instanceTemplates",
  "examTerms",
  "tfgTerms",
  "tfgAreas",
  "tfgAllocations",
];

const columnsIn = (t: Translate): DataTableColumn<YearRowView>[] => [
  { key: "name", header: t("page.columns.name") },
  { key: "externalId", header: t("page.columns.externalId"), priority: 3 },
  {
    key: "state",
    header: t("page.columns.state"),
    cell: (year) => (
      <span className="flex gap-1">
        {year.active && <Badge tone="green">{t("page.active")}</Badge>}
        {year.closed && <Badge tone="gray">{t("page.closed")}</Badge>}
      </span>
    ),
  },
  ...COUNTS.map((key): DataTableColumn<YearRowView> => ({
    key,
    header: t(`page.columns.${key}`),
    cell: (year) => year.counts[key],
    priority: 2,
  })),
  { key: "actions", header: t("page.columns.actions"), actions: true, cell: (year) => <YearActions year={year} /> },
];

export default async function AcademicYearPage() {
  const session = await pageSession("academicYear");
  if (!session) return null;
  const t = await getTranslations("academicYear");
  const years = await loadOrNull("los cursos académicos", async () => listYears(await getDb()));
  const from = years?.find((y) => y.active) ?? years?.[0];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("page.title")}</h1>
      <p className="max-w-3xl">{t("page.intro")}</p>
      {years === null ? (
        <LoadError message={t("page.loadError")} />
      ) : (
        <>
          <OpenYearButton
            years={years}
            defaults={{
              from: from?.externalId ?? "",
              externalId: from ? nextYearName(from.externalId) : "",
              name: "",
              dryRun: false,
            }}
          />
          <Table caption={t("page.caption")} columns={columnsIn(t)} rows={years} rowKey={(year) => year.externalId} />
        </>
      )}
    </div>
  );
}
