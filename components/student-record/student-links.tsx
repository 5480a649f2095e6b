import Link from "next/link";
import type { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import type { StudentSearchRow } from "@/lib/student-record/schemas";

/** The `studentRecord` namespace's translator (`getTranslations` or `useTranslations`). */
type StudentRecordT = ReturnType<typeof useTranslations<"studentRecord">>;

/** The student file of `userId`, keeping the search in the URL. */
function StudentFileLink({
  t,
  userId,
  label,
  search,
}: {
  t: StudentRecordT;
  userId: string;
  label: string;
  search?: string;
}) {
  const params = new URLSearchParams(search);
  params.set("user", userId);
  return (
    <Link
      href={`/student-record?${params}`}
      className={buttonClasses("secondary", "sm")}
      aria-label={t("links.viewLabel", { name: label })}
    >
      {t("links.view")}
    </Link>
  );
}

type Student = { userId: string; dni: string; name: string; surnames: string };

/** A list of students: who (name and DNI), the list's own `columns`, then 'Ver ficha' named with `label`. */
export function studentColumns<Row extends Student>(
  t: StudentRecordT,
  columns: DataTableColumn<Row>[],
  label: (s: Row) => string,
  search?: string,
): DataTableColumn<Row>[] {
  return [
    {
      key: "student",
      header: t("links.student"),
      cell: (s) => <PersonCell familyName={s.surnames} givenName={s.name} dni={s.dni} />,
    },
    ...columns,
    {
      key: "open",
      header: t("links.actions"),
      cell: (s) => <StudentFileLink t={t} userId={s.userId} label={label(s)} search={search} />,
    },
  ];
}

export const searchColumns = (t: StudentRecordT, search: string): DataTableColumn<StudentSearchRow>[] =>
  studentColumns(t, [{ key: "email", header: t("links.email") }], (s) => `${s.name} ${s.surnames}`, search);
