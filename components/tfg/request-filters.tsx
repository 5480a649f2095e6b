"use client";

import { useTranslations } from "next-intl";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { StudentFileFilter } from "@/components/student-record/student-file-filter";
import { statusLabel } from "@/lib/tfg/labels";
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
  const t = useTranslations("tfg");
  const { update } = useSearchParamsUpdate();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <Field label={t("ui.status")}>
        <Select value={initial.status ?? ""} onChange={(e) => update({ status: e.target.value, page: null })}>
          <SelectOptions
            placeholder={t("ui.all")}
            options={REQUEST_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) }))}
          />
        </Select>
      </Field>
      <Field label={t("ui.degree")}>
        <Select value={initial.degreeIds ?? ""} onChange={(e) => update({ degreeIds: e.target.value, page: null })}>
          <SelectOptions
            placeholder={t("ui.allFeminine")}
            options={degrees.map((d) => ({ value: d.externalId, label: d.name }))}
          />
        </Select>
      </Field>
      {courts && (
        <Field label={t("ui.court")}>
          <Select value={initial.tribunalId ?? ""} onChange={(e) => update({ tribunalId: e.target.value, page: null })}>
            <SelectOptions
              placeholder={t("ui.all")}
              options={courts.map((c) => ({ value: String(c.id), label: c.name }))}
            />
          </Select>
        </Field>
      )}
      <StudentFileFilter
        param="studentId"
        studentId={initial.studentId}
        studentName={studentName}
        of={t("requests.filters.of")}
      />
    </div>
  );
}
