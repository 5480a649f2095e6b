"use client";

import { useState } from "react";
import { Field, Input } from "@/components/ui/field";
import { Table, type DataTableColumn } from "@/components/ui/table";
import type { StudentCourseRow } from "@/lib/student-record/schemas";
import { foldSearchText } from "@/lib/student-record/search-text";

const columns: DataTableColumn<StudentCourseRow>[] = [
  { key: "externalId", header: "Id" },
  { key: "name", header: "Asignatura" },
  { key: "titulationName", header: "Titulación" },
  { key: "term", header: "Periodo" },
  { key: "description", header: "Descripción" },
];

/** 'Asignaturas disponibles' with a text filter (accent- and case-insensitive, like the search). */
export function CoursesTab({ courses }: { courses: StudentCourseRow[] }) {
  const [filter, setFilter] = useState("");
  const needle = foldSearchText(filter.trim());
  const shown = courses.filter((c) =>
    foldSearchText(`${c.externalId} ${c.name} ${c.titulationName} ${c.term ?? ""}`).includes(needle),
  );
  return (
    <div className="flex flex-col gap-4">
      <Field label="Filtrar asignaturas" className="max-w-md">
        <Input value={filter} onChange={(e) => setFilter(e.target.value)} />
      </Field>
      <Table
        columns={columns}
        rows={shown}
        caption="Asignaturas disponibles"
        rowKey={(c) => c.externalId}
        emptyMessage="No hay asignaturas"
      />
    </div>
  );
}
