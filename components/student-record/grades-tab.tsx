"use client";

import { useState } from "react";
import { markColumns } from "@/components/grades/grades-table";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { Table, type DataTableColumn } from "@/components/ui/table";
import type { StudentGradeRow } from "@/lib/student-record/schemas";
import { useApiRead } from "@/components/ui/use-api-read";
import { studentRecordApi } from "@/lib/student-record/client";

const columns: DataTableColumn<StudentGradeRow>[] = [{ key: "courseId", header: "Id" }, ...markColumns];

/** 'Notas del alumno': choose a convocatoria, see the student's grades in it. */
export function GradesTab({ user, convocatories }: { user: string; convocatories: string[] }) {
  const [convocatory, setConvocatory] = useState("");
  const grades = useApiRead<StudentGradeRow[]>(convocatory ? studentRecordApi.gradesPath(user, convocatory) : null);
  return (
    <div className="flex flex-col gap-4">
      <Field label="Convocatoria" className="max-w-md">
        <Select value={convocatory} onChange={(e) => setConvocatory(e.target.value)}>
          <SelectOptions
            placeholder="Selecciona una convocatoria"
            options={convocatories.map((c) => ({ value: c, label: c }))}
          />
        </Select>
      </Field>
      {grades.error && <LoadError message={grades.error} />}
      {grades.data && (
        <Table
          columns={columns}
          rows={grades.data}
          caption="Notas del alumno"
          rowKey={(g) => `${g.courseId}-${g.term}`}
          emptyMessage="No hay notas en esta convocatoria"
        />
      )}
    </div>
  );
}
