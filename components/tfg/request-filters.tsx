"use client";

import { Field, Select, SelectOptions } from "@/components/ui/field";
import { StudentFileFilter } from "@/components/student-record/student-file-filter";
import { STATUS_LABELS } from "@/lib/tfg/constants";
import { REQUEST_STATUSES } from "@/db/enums/tfg";
import type { NamedRef } from "@/lib/tfg/schemas";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

/**
 * Staff filters, kept in the URL; any change goes back to page 0. With `courts`, also by court (defense
 * lists). The student is chosen by name, DNI or e-mail; `studentName` names the filtered one.
 */
export function RequestFilters({
  degrees,
  courts,
  initial,
  studentName,
}: {
  degrees: NamedRef[];
  courts?: Array<{ id: number; name: string }>;
  initial: { status?: string; studentId?: string; degreeIds?: string; tribunalId?: string };
  studentName?: string;
}) {
  const { update } = useSearchParamsUpdate();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <Field label="Estado">
        <Select value={initial.status ?? ""} onChange={(e) => update({ status: e.target.value, page: null })}>
          <SelectOptions
            placeholder="Todos"
            options={REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
        </Select>
      </Field>
      <Field label="Titulación">
        <Select value={initial.degreeIds ?? ""} onChange={(e) => update({ degreeIds: e.target.value, page: null })}>
          <SelectOptions placeholder="Todas" options={degrees.map((d) => ({ value: d.externalId, label: d.name }))} />
        </Select>
      </Field>
      {courts && (
        <Field label="Tribunal">
          <Select value={initial.tribunalId ?? ""} onChange={(e) => update({ tribunalId: e.target.value, page: null })}>
            <SelectOptions placeholder="Todos" options={courts.map((c) => ({ value: String(c.id), label: c.name }))} />
          </Select>
        </Field>
      )}
      <StudentFileFilter param="studentId" studentId={initial.studentId} studentName={studentName} of="Solicitudes" />
    </div>
  );
}
