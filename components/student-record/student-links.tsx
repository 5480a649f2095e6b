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
      aria-label={`Ver la ficha de ${label}`}
    >
      Ver ficha
    </Link>
  );
}

export const searchColumns = (search: string): DataTableColumn<StudentSearchRow>[] => [
  {
    key: "student",
    header: "Alumno",
    cell: (s) => <PersonCell familyName={s.surnames} givenName={s.name} dni={s.dni} />,
  },
  { key: "email", header: "Correo electrónico" },
  {
    key: "open",
    header: "Acciones",
    cell: (s) => <StudentFileLink userId={s.userId} label={`${s.name} ${s.surnames}`} search={search} />,
  },
];
