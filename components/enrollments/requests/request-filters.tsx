"use client";

import { useTranslations } from "next-intl";
import { StudentFileFilter } from "@/components/student-record/student-file-filter";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { ENROLLMENT_TYPES } from "@/db/enums/enrollments";
import { optionList } from "@/lib/enrollments/texts";
import type { EnrollmentListQuery } from "@/lib/enrollments/requests/schemas";
import type { EnrollmentTermRow } from "@/lib/enrollments/terms/schemas";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

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
  const t = useTranslations("enrollments");
  const { update } = useSearchParamsUpdate();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <Field label={t("fields.enrollmentType")}>
        <Select
          value={query.enrollmentType ?? ""}
          onChange={(e) => update({ enrollmentType: e.target.value, page: null })}
        >
          <SelectOptions
            placeholder={t("filters.all")}
            options={optionList(ENROLLMENT_TYPES, (v) => t(`options.enrollmentType.${v}`))}
          />
        </Select>
      </Field>
      <Field label={t("fields.processed")}>
        <Select value={query.processed ?? ""} onChange={(e) => update({ processed: e.target.value, page: null })}>
          <SelectOptions
            placeholder={t("filters.all")}
            options={[
              { value: "false", label: t("list.pending") },
              { value: "true", label: t("list.processed") },
            ]}
          />
        </Select>
      </Field>
      <Field label={t("fields.term")}>
        <Select
          value={query.enrollmentTermId ?? ""}
          onChange={(e) => update({ enrollmentTermId: e.target.value, page: null })}
        >
          <SelectOptions
            placeholder={t("filters.all")}
            options={terms.map((term) => ({ value: term.id, label: term.name }))}
          />
        </Select>
      </Field>
      <StudentFileFilter
        param="userExternalId"
        studentId={query.userExternalId}
        studentName={studentName}
        of={t("filters.of")}
        className="w-full max-w-md"
      />
    </div>
  );
}
