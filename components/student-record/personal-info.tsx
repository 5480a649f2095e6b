import { useTranslations } from "next-intl";
import type { StudentRow } from "@/lib/student-record/schemas";

/** 'Información personal'. */
export function PersonalInfo({ student }: { student: StudentRow }) {
  const t = useTranslations("studentRecord.personal");
  const rows: [string, string | null][] = [
    [t("dni"), student.dni],
    [t("name"), student.name],
    [t("surnames"), student.surnames],
    [t("email"), student.email],
    [t("mobile"), student.mobilePhone],
  ];
  return (
    <dl className="grid max-w-2xl grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="mb-1 break-words text-gray-900 sm:mb-0">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
