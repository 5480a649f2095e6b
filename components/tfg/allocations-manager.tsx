"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { Table } from "@/components/ui/table";
import { useApiRead } from "@/components/ui/use-api-read";
import { tfgClient, tfgPaths } from "@/lib/tfg/client";
import {
  FILL_ALL_FIELDS,
  type AcademicYearRow,
  type AllocationRow,
  type InstructorAllocationRow,
  type NamedRef,
} from "@/lib/tfg/schemas";
import { CheckboxList } from "./checkbox-list";
import { CsvUpload } from "./csv-upload";
import { useTfgAction } from "./use-tfg-action";

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
 * New: one or more degrees and a limit of at least 1; edit: degrees and a limit of at least 0. A
 * degree already in another allocation of the same year is not offered.
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
  const [yearId, setYearId] = useState(String(allocation?.academicYearId ?? years.find((y) => y.active)?.id ?? ""));
  const [selected, setSelected] = useState<string[]>(allocation?.degrees.map((d) => d.externalId) ?? []);
  const [limit, setLimit] = useState(String(allocation?.limit ?? ""));
  const [error, setError] = useState<string>();
  const { run, busy } = useTfgAction();
  const used = new Set(
    data.allocations
      .filter((a) => a.id !== allocation?.id && String(a.academicYearId) === yearId)
      .flatMap((a) => a.degrees.map((d) => d.externalId)),
  );
  const min = allocation ? 0 : 1;

  function save() {
    const n = Number(limit);
    if (!yearId || selected.length === 0 || limit === "" || !Number.isInteger(n)) return setError(FILL_ALL_FIELDS);
    if (n < min) return setError(`El límite mínimo es ${min}`);
    const body = { academicYearId: Number(yearId), limit: n, degreeIds: selected };
    run(
      () =>
        allocation
          ? tfgClient.updateAllocation(data.instructorId, allocation.id, body)
          : tfgClient.createAllocation(data.instructorId, body),
      {
        success: "Asignación guardada",
        error: "Ha habido un error al guardar la asignación",
        onDone: () => {
          onSaved();
          onClose();
        },
      },
    ).catch(() => undefined);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={allocation ? "Editar asignación" : "Nueva asignación"}
    >
      <div className="flex flex-col gap-4">
        <Field label="Curso académico" required>
          <Select value={yearId} onChange={(e) => setYearId(e.target.value)} disabled={Boolean(allocation)}>
            <SelectOptions
              placeholder="Selecciona un curso"
              options={years.map((y) => ({ value: y.id, label: y.name }))}
            />
          </Select>
        </Field>
        <CheckboxList
          legend="Titulaciones"
          items={degrees.filter((d) => !used.has(d.externalId))}
          selected={selected}
          onChange={setSelected}
        />
        <Field label="Límite de alumnos" required error={error}>
          <Input type="number" min={min} value={limit} onChange={(e) => setLimit(e.target.value)} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={save} busy={busy}>
            Guardar
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
