import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import type { StudentSearchRow } from "@/lib/student-record/schemas";

/** The student file of `userId`, keeping the search in the URL. */
export function StudentFileLink({ userId, label, search }: { userId: string; label: string; search?: string }) {
  const params = new URLSearchParams(search);
  params.set("user", userId);
  return (
    <Link
      href={`/student-record?${params}`}
      className={buttonClasses("secondary", "sm")}
      aria-label={`Ver ficha de ${label}`}
    >
      Ver ficha
    </Link>
  );
}

type Student = { userId: string; dni: string; name: string; surnames: string };

/** A list of students: who (name and DNI), the list's own `columns`, then 'Ver ficha' named with `label`. */
export function studentColumns<Row extends Student>(
  columns: DataTableColumn<Row>[],
  label: (s: Row) => string,
  search?: string,
): DataTableColumn<Row>[] {
  return [
    {
      key: "student",
      header: "Alumno",
      cell: (s) => <PersonCell familyName={s.surnames} givenName={s.name} dni={s.dni} />,
    },
    ...columns,
    {
      key: "open",
      header: "Acciones",
      cell: (s) => <StudentFileLink userId={s.userId} label={label(s)} search={search} />,
    },
  ];
}

export const searchColumns = (search: string): DataTableColumn<StudentSearchRow>[] =>
  studentColumns([{ key: "email", header: "Correo electrónico" }], (s) => `${s.name} ${s.surnames}`, search);
