"use client";

import { StudentFileFilter } from "@/components/student-record/student-file-filter";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { ENROLLMENT_TYPE_LABELS } from "@/lib/enrollments/labels";
import type { EnrollmentListQuery } from "@/lib/enrollments/requests/schemas";
import type { EnrollmentTermRow } from "@/lib/enrollments/terms/schemas";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";
import { options } from "../form-parts";

/** Staff filters, kept in the URL: type, state, term and student (chosen by name, DNI or e-mail). */
export function RequestFilters({
  query,
  terms,
  studentName,
}: {
  query: EnrollmentListQuery;
  terms: EnrollmentTermRow[];
  /** The filtered student's name, when the page holds one of their requests. */
  studentName?: string;
}) {
  const { update } = useSearchParamsUpdate();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <Field label="Tipo de matrícula">
        <Select
          value={query.enrollmentType ?? ""}
          onChange={(e) => update({ enrollmentType: e.target.value, page: null })}
        >
          <SelectOptions placeholder="Todas" options={options(ENROLLMENT_TYPE_LABELS)} />
        </Select>
      </Field>
      <Field label="Procesado">
        <Select value={query.processed ?? ""} onChange={(e) => update({ processed: e.target.value, page: null })}>
          <SelectOptions
            placeholder="Todas"
            options={[
              { value: "false", label: "Pendiente" },
              { value: "true", label: "Procesado" },
            ]}
          />
        </Select>
      </Field>
      <Field label="Convocatoria">
        <Select
          value={query.enrollmentTermId ?? ""}
          onChange={(e) => update({ enrollmentTermId: e.target.value, page: null })}
        >
          <SelectOptions placeholder="Todas" options={terms.map((t) => ({ value: t.id, label: t.name }))} />
        </Select>
      </Field>
      <StudentFileFilter
        param="userExternalId"
        studentId={query.userExternalId}
        studentName={studentName}
        of="Solicitudes"
        className="w-full max-w-md"
      />
    </div>
  );
}
