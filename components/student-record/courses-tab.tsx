"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Field, Input } from "@/components/ui/field";
import { Table, type DataTableColumn } from "@/components/ui/table";
import type { StudentCourseRow } from "@/lib/student-record/schemas";
import { foldSearchText } from "@/lib/student-record/search-text";

const COLUMNS = [
  ["externalId", "id"],
  ["name", "name"],
  ["titulationName", "titulation"],
  ["term", "term"],
  ["description", "description"],
] as const;

/** 'Asignaturas disponibles' with a text filter (accent- and case-insensitive, like the search). */
export function CoursesTab({ courses }: { courses: StudentCourseRow[] }) {
  const t = useTranslations("studentRecord.courses");
  const columns: DataTableColumn<StudentCourseRow>[] = COLUMNS.map(([key, header]) => ({ key, header: t(header) }));
  const [filter, setFilter] = useState("");
  const needle = foldSearchText(filter.trim());
  const shown = courses.filter((c) =>
    foldSearchText(`${c.externalId} ${c.name} ${c.titulationName} ${c.term ?? ""}`).includes(needle),
  );
  return (
    <div className="flex flex-col gap-4">
      <Field label={t("filter")} className="max-w-md">
        <Input value={filter} onChange={(e) => setFilter(e.target.value)} />
      </Field>
      <Table
        columns={columns}
        rows={shown}
        caption={t("caption")}
        rowKey={(c) => c.externalId}
        emptyMessage={t("empty")}
      />
    </div>
  );
}
