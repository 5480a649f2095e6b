import { getLocale, getTranslations } from "next-intl/server";
import { CsvUpload } from "@/components/tfg/islands";
import { PageTable } from "@/components/shared/page-table";
import { LoadError } from "@/components/ui/load-error";
import { uploadMaxBytes } from "@/lib/files/limits";
import { pageQuery } from "@/lib/list/page-query";
import { listPriorityGrades } from "@/lib/tfg/proposal/priority-grades";
import { priorityListQuery } from "@/lib/tfg/proposal/schemas";
import { readTab, type TabProps } from "./tab-props";

/** 'Subida de notas' (admin): the priority grades, paged, with their CSV upload and the limits CSV. */
export async function GradesTab({ db, searchParams }: TabProps) {
  const query = pageQuery(priorityListQuery, searchParams);
  const maxBytes = uploadMaxBytes();
  const t = await getTranslations("tfg");
  const locale = await getLocale();
  const data = await readTab("las notas de prioridad", { page: () => listPriorityGrades(db, query) });
  return (
    <div className="flex flex-col gap-6">
      <CsvUpload label={t("grades.uploadLabel")} kind="priority" maxBytes={maxBytes} />
      {data ? (
        <PageTable
          caption={t("grades.caption")}
          page={data.page}
          query={query}
          emptyMessage={t("grades.empty")}
          columns={[
            { key: "userName", header: t("grades.student") },
            { key: "degreeName", header: t("grades.degree") },
            {
              key: "priority",
              header: t("grades.priority"),
              sortable: true,
              cell: (g) => g.priority.toLocaleString(locale),
            },
          ]}
        />
      ) : (
        <LoadError message={t("loadErrors.priorityGrades")} />
      )}
      <CsvUpload label={t("grades.limitsUploadLabel")} kind="instructors" maxBytes={maxBytes} />
    </div>
  );
}
