import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { ProceedingRow } from "@/lib/grades/schemas";
import { gradesApi } from "@/lib/grades/client";

export function ProceedingsTable({ proceedings }: { proceedings: ProceedingRow[] }) {
  const t = useTranslations("grades.proceedings");
  const columns: DataTableColumn<ProceedingRow>[] = [
    { key: "degreeName", header: t("degree") },
    { key: "created", header: t("created"), cell: (p, locale) => formatDateTime(p.created, locale) },
    { key: "modified", header: t("modified"), cell: (p, locale) => formatDateTime(p.modified, locale) },
    {
      key: "download",
      header: t("actions"),
      actions: true,
      cell: (p) => (
        <a
          href={gradesApi.proceedingDownloadUrl(p.externalCourseId)}
          download="expediente.pdf"
          className={buttonClasses("secondary", "sm")}
          aria-label={t("downloadOf", { degree: p.degreeName })}
        >
          {t("download")}
        </a>
      ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={proceedings}
      caption={t("caption")}
      captionVisible
      emptyMessage={t("empty")}
      rowKey={(p) => p.externalCourseId}
    />
  );
}
