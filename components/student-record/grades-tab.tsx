"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { markColumnsIn } from "@/components/grades/grades-table";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { Table, type DataTableColumn } from "@/components/ui/table";
import type { StudentGradeRow } from "@/lib/student-record/schemas";
import { useApiRead } from "@/components/ui/use-api-read";
import { studentRecordApi } from "@/lib/student-record/client";

/** 'Notas del alumno': choose a convocatoria, see the student's grades in it. */
export function GradesTab({ user, convocatories }: { user: string; convocatories: string[] }) {
  const t = useTranslations("studentRecord.grades");
  const marks = useTranslations("grades.marks");
  const locale = useLocale();
  const columns: DataTableColumn<StudentGradeRow>[] = [
    { key: "courseId", header: t("id") },
    ...markColumnsIn(marks, locale),
  ];
  const [convocatory, setConvocatory] = useState("");
  const grades = useApiRead<StudentGradeRow[]>(convocatory ? studentRecordApi.gradesPath(user, convocatory) : null);
  return (
    <div className="flex flex-col gap-4">
      <Field label={t("convocatory")} className="max-w-md">
        <Select value={convocatory} onChange={(e) => setConvocatory(e.target.value)}>
          <SelectOptions placeholder={t("choose")} options={convocatories.map((c) => ({ value: c, label: c }))} />
        </Select>
      </Field>
      {grades.error && <LoadError message={grades.error} />}
      {grades.data && (
        <Table
          columns={columns}
          rows={grades.data}
          caption={t("caption")}
          rowKey={(g) => `${g.courseId}-${g.term}`}
          emptyMessage={t("empty")}
        />
      )}
    </div>
  );
}
