import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { RoutedTabs } from "@/components/ui/routed-tabs";
import { examsPaths } from "@/lib/exams/client";
import { CHOICES_FILE_NAME } from "@/lib/exams/constants";

/** The coordinator's view (seed 001 §2): one tab 'Peticiones realizadas', with the choices.xlsx download. */
export async function CoordinatorRequests({ table }: { table: ReactNode }) {
  const t = await getTranslations("exams");
  const requests = (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <a href={examsPaths.choicesDownload} download={CHOICES_FILE_NAME} className={buttonClasses("secondary", "sm")}>
          {t("requests.downloadExcel")}
        </a>
      </div>
      {table}
    </div>
  );
  return (
    <RoutedTabs
      label={t("page.title")}
      tabs={[{ value: "peticiones", label: t("requests.madeTab"), content: requests }]}
    />
  );
}
