import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { instancesPaths } from "@/lib/instances/client";
import type { InstanceRow } from "@/lib/instances/requests/schemas";

/** Download links for the student's file and the response file, when there are any. */
export function InstanceFileLinks({ row }: { row: InstanceRow }) {
  const t = useTranslations("instances.files");
  return (
    <>
      {row.studentFileName && (
        <a
          href={instancesPaths.studentFile(row.id)}
          className={buttonClasses("ghost", "sm")}
          aria-label={t("studentFileDownload", { file: row.studentFileName })}
        >
          {t("studentFile")}
        </a>
      )}
      {row.requestFileName && (
        <a
          href={instancesPaths.responseFile(row.id)}
          className={buttonClasses("ghost", "sm")}
          aria-label={t("responseDownload", { file: row.requestFileName })}
        >
          {t("response")}
        </a>
      )}
    </>
  );
}
