import Link from "next/link";
import { useTranslations } from "next-intl";

/** 'Portal de servicios' › 'Ficha de alumno' › the picked student, if any. */
export function StudentRecordBreadcrumb({ student }: { student?: string }) {
  const t = useTranslations("studentRecord.breadcrumb");
  return (
    <nav aria-label={t("label")} className="mb-2 text-sm text-gray-600">
      <ol className="flex flex-wrap gap-2">
        <li>
          <Link href="/" className="underline">
            {t("home")}
          </Link>{" "}
          <span aria-hidden="true">›</span>
        </li>
        <li>
          {student ? (
            <Link href="/student-record" className="underline">
              {t("current")}
            </Link>
          ) : (
            <span aria-current="page">{t("current")}</span>
          )}
          {student && <span aria-hidden="true"> ›</span>}
        </li>
        {student && <li aria-current="page">{student}</li>}
      </ol>
    </nav>
  );
}
