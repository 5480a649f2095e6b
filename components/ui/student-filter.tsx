"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { StudentPicker, type PickedStudent } from "@/components/ui/student-picker";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

/**
 * A list's filter by one student, kept in the URL parameter `param` (the student's id): chosen by
 * name, surnames, DNI or e-mail with the student picker through `search`; once chosen, '<of> de <name>' and 'Ver todos
 * los alumnos'. `studentName` is the filtered student's name when the page holds one of their rows.
 */
export function StudentFilter({
  param,
  studentId,
  studentName,
  of,
  search,
  className,
}: {
  param: string;
  /** The filtered student's id; none (or empty) shows the picker. */
  studentId?: string;
  studentName?: string;
  /** What the list holds, e.g. 'Documentos': the chosen filter reads 'Documentos de García Fernández, Lucía'. */
  of: string;
  /** Where the picker's suggestions come from. */
  search: (text: string) => Promise<PickedStudent[]>;
  className?: string;
}) {
  const t = useTranslations("common.students");
  const { update } = useSearchParamsUpdate();
  if (!studentId) {
    return (
      <StudentPicker
        label={t("filterLabel")}
        value={null}
        onChange={(s) => s && update({ [param]: s.userId, page: null })}
        search={search}
        className={className ?? "w-full max-w-md"}
      />
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      {studentName
        ? t.rich("filteredBy", { of, name: studentName, strong: (chunks) => <strong>{chunks}</strong> })
        : t("filteredByChosen", { of })}
      <Button type="button" size="sm" variant="secondary" onClick={() => update({ [param]: null, page: null })}>
        {t("seeAll")}
      </Button>
    </p>
  );
}
