"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { LoadError } from "@/components/ui/load-error";
import { Table } from "@/components/ui/table";
import { useApiForm } from "@/components/ui/use-api-form";
import { useApiRead } from "@/components/ui/use-api-read";
import { tfgApi, tfgPaths } from "@/lib/tfg/client";
import {
  createAllocationBody,
  updateAllocationBody,
  type AllocationRow,
  type InstructorAllocationRow,
} from "@/lib/tfg/allocations/schemas";
import { type AcademicYearRow, type NamedRef } from "@/lib/tfg/schemas";
import { CheckboxListField } from "./checkbox-list";
import { CsvUpload } from "./csv-upload";
import { failureToast } from "@/lib/client/failure-toast";

/** 'Asignación docente': an instructor's allocations per year, new and edit dialogs, and the limits CSV. */
export function AllocationsManager({
  instructors,
  degrees,
  years,
  maxBytes,
}: {
  instructors: NamedRef[];
  degrees: NamedRef[];
  years: AcademicYearRow[];
  maxBytes: number;
}) {
  const t = useTranslations("tfg");
  const [instructor, setInstructor] = useState("");
  const read = useApiRead<InstructorAllocationRow>(instructor ? tfgPaths.allocation(instructor) : null);
  const data = read.data;
  const [editing, setEditing] = useState<AllocationRow | "new" | null>(null);
  const yearName = (id: number) => years.find((y) => y.id === id)?.name ?? String(id);
  return (
    <div className="flex flex-col gap-4">
      <Field label={t("allocations.instructor")}>
        <Select value={instructor} onChange={(e) => setInstructor(e.target.value)}>
          <SelectOptions
            placeholder={t("allocations.selectInstructor")}
            options={instructors.map((i) => ({ value: i.externalId, label: i.name }))}
          />
        </Select>
      </Field>
      {read.error && <LoadError message={t("allocations.loadFailed")} />}
      {data && (
        <>
          <Table
            caption={t("allocations.caption", { name: data.instructorName })}
            captionVisible
            rows={data.allocations}
            emptyMessage={t("allocations.empty")}
            columns={[
              { key: "year", header: t("ui.academicYear"), cell: (a) => yearName(a.academicYearId) },
              { key: "degrees", header: t("ui.degrees"), cell: (a) => a.degrees.map((d) => d.name).join(", ") },
              { key: "limit", header: t("allocations.limit") },
              { key: "requests", header: t("allocations.accepted"), cell: (a) => a.requests.length },
              {
                key: "actions",
                header: t("ui.actions"),
                cell: (a) => (
                  <Button size="sm" variant="secondary" onClick={() => setEditing(a)}>
                    {t("ui.edit")}
                  </Button>
                ),
              },
            ]}
          />
          <div>
            <Button onClick={() => setEditing("new")}>{t("allocations.new")}</Button>
          </div>
        </>
      )}
      {editing && data && (
        <AllocationDialog
          allocation={editing === "new" ? null : editing}
          data={data}
          degrees={degrees}
          years={years}
          onClose={() => setEditing(null)}
          onSaved={read.reload}
        />
      )}
      <CsvUpload label={t("allocations.uploadLabel")} kind="instructors" maxBytes={maxBytes} />
    </div>
  );
}

/**
 * New: one or more degrees and a limit of at least 1; edit: degrees and a limit of at least 0 (the
 * handlers' two schemas). A degree already in another allocation of the same year is not offered.
 */
function AllocationDialog({
  allocation,
  data,
  degrees,
  years,
  onClose,
  onSaved,
}: {
  allocation: AllocationRow | null;
  data: InstructorAllocationRow;
  degrees: NamedRef[];
  years: AcademicYearRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("tfg");
  const { form, onSubmit, busy, errorOf } = useApiForm(allocation ? updateAllocationBody : createAllocationBody, {
    defaultValues: {
      academicYearId: allocation?.academicYearId ?? years.find((y) => y.active)?.id ?? "",
      degreeIds: allocation?.degrees.map((d) => d.externalId) ?? [],
      limit: allocation?.limit ?? "",
    },
    submit: (body) =>
      allocation
        ? tfgApi.updateAllocation(data.instructorId, allocation.id, body)
        : tfgApi.createAllocation(data.instructorId, body),
    success: t("allocations.saved"),
    failure: failureToast(t("allocations.saveFailed")),
    onDone: () => {
      onSaved();
      onClose();
    },
  });
  const yearId = String(useWatch({ control: form.control, name: "academicYearId" }) ?? "");
  const used = new Set(
    data.allocations
      .filter((a) => a.id !== allocation?.id && String(a.academicYearId) === yearId)
      .flatMap((a) => a.degrees.map((d) => d.externalId)),
  );

  return (
    <FormDialog
      title={t(allocation ? "allocations.editTitle" : "allocations.new")}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
    >
      <Field label={t("ui.academicYear")} required error={errorOf("academicYearId")}>
        {/* An allocation keeps its year; a disabled field would drop out of the form's values. */}
        <Select {...form.register("academicYearId")}>
          <SelectOptions
            placeholder={t("ui.selectYear")}
            options={years
              .filter((y) => !allocation || y.id === allocation.academicYearId)
              .map((y) => ({ value: y.id, label: y.name }))}
          />
        </Select>
      </Field>
      <CheckboxListField
        control={form.control}
        name="degreeIds"
        legend={t("ui.degrees")}
        items={degrees.filter((d) => !used.has(d.externalId))}
      />
      <Field label={t("allocations.studentLimit")} required error={errorOf("limit")}>
        <Input type="number" min={allocation ? 0 : 1} {...form.register("limit")} />
      </Field>
    </FormDialog>
  );
}
