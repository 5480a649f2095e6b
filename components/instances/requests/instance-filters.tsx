"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FilterForm, useFilterValues } from "@/components/shared/filter-form";
import { StudentFileFilter } from "@/components/student-record/student-file-filter";
import { INSTANCE_STATUSES, type InstanceStatus } from "@/db/enums/instances";
import type { InstanceListQuery } from "@/lib/instances/requests/list-query";

type Filters = Omit<InstanceListQuery, "page" | "size" | "sort" | "direction">;

/** The filters of section 3, kept in the URL; empty ones are dropped. The student is chosen by name, DNI or e-mail. */
export function InstanceFilters({ current, studentName }: { current: Filters; studentName?: string }) {
  const t = useTranslations("instances");
  const { values, text, choice } = useFilterValues({
    id: current.id ? String(current.id) : "",
    instance: current.instance ?? "",
    studentId: current.studentId ?? "",
    createdFrom: current.createdFrom ?? "",
    createdTo: current.createdTo ?? "",
    closedFrom: current.closedFrom ?? "",
    closedTo: current.closedTo ?? "",
    external: current.external === undefined ? "" : String(current.external),
  });
  const [statuses, setStatuses] = useState<InstanceStatus[]>(current.status ?? []);
  return (
    <FilterForm
      values={{ ...values, status: statuses.join(",") }}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      buttonClassName="flex items-end"
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <StudentFileFilter
          param="userExternalId"
          studentId={current.userExternalId}
          studentName={studentName}
          of={t("filters.of")}
        />
      </div>
      {text("id", t("filters.id"))}
      {text("instance", t("filters.instance"))}
      {text("studentId", t("filters.studentId"))}
      {text("createdFrom", t("filters.createdFrom"), "date")}
      {text("createdTo", t("filters.createdTo"), "date")}
      {text("closedFrom", t("filters.closedFrom"), "date")}
      {text("closedTo", t("filters.closedTo"), "date")}
      <fieldset className="flex flex-wrap gap-3 sm:col-span-2">
        <legend className="text-sm font-medium text-gray-900">{t("filters.status")}</legend>
        {INSTANCE_STATUSES.map((s) => (
          <label key={s} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={statuses.includes(s)}
              onChange={(e) => setStatuses((list) => (e.target.checked ? [...list, s] : list.filter((x) => x !== s)))}
            />
            {t(`statuses.${s}`)}
          </label>
        ))}
      </fieldset>
      {choice("external", t("filters.external"), [
        { value: "true", label: t("filters.yes") },
        { value: "false", label: t("filters.no") },
      ])}
    </FilterForm>
  );
}
