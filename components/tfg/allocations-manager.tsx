"use client";

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
  const [instructor, setInstructor] = useState("");
  const read = useApiRead<InstructorAllocationRow>(instructor ? tfgPaths.allocation(instructor) : null);
  const data = read.data;
  const [editing, setEditing] = useState<AllocationRow | "new" | null>(null);
  const yearName = (id: number) => years.find((y) => y.id === id)?.name ?? String(id);
  return (
    <div className="flex flex-col gap-4">
      <Field label="Profesor">
        <Select value={instructor} onChange={(e) => setInstructor(e.target.value)}>
          <SelectOptions
            placeholder="Selecciona un profesor"
            options={instructors.map((i) => ({ value: i.externalId, label: i.name }))}
          />
        </Select>
      </Field>
      {read.error && <LoadError message="Ha habido un error al obtener las asignaciones del profesor" />}
      {data && (
        <>
          <Table
            caption={`Asignaciones de ${data.instructorName}`}
            captionVisible
            rows={data.allocations}
            emptyMessage="El profesor no tiene asignaciones"
            columns={[
              { key: "year", header: "Curso académico", cell: (a) => yearName(a.academicYearId) },
              { key: "degrees", header: "Titulaciones", cell: (a) => a.degrees.map((d) => d.name).join(", ") },
              { key: "limit", header: "Límite" },
              { key: "requests", header: "Aceptadas", cell: (a) => a.requests.length },
              {
                key: "actions",
                header: "Acciones",
                cell: (a) => (
                  <Button size="sm" variant="secondary" onClick={() => setEditing(a)}>
                    Editar
                  </Button>
                ),
              },
            ]}
          />
          <div>
            <Button onClick={() => setEditing("new")}>Nueva asignación</Button>
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
      <CsvUpload label="Subir límites de dirección (CSV)" kind="instructors" maxBytes={maxBytes} />
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
    success: "Asignación guardada",
    failure: failureToast("Ha habido un error al guardar la asignación"),
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
      title={allocation ? "Editar asignación" : "Nueva asignación"}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
    >
      <Field label="Curso académico" required error={errorOf("academicYearId")}>
        {/* An allocation keeps its year; a disabled field would drop out of the form's values. */}
        <Select {...form.register("academicYearId")}>
          <SelectOptions
            placeholder="Selecciona un curso"
            options={years
              .filter((y) => !allocation || y.id === allocation.academicYearId)
              .map((y) => ({ value: y.id, label: y.name }))}
          />
        </Select>
      </Field>
      <CheckboxListField
        control={form.control}
        name="degreeIds"
        legend="Titulaciones"
        items={degrees.filter((d) => !used.has(d.externalId))}
      />
      <Field label="Límite de alumnos" required error={errorOf("limit")}>
        <Input type="number" min={allocation ? 0 : 1} {...form.register("limit")} />
      </Field>
    </FormDialog>
  );
}
