"use client";

import { Button } from "@/components/ui/button";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { useApiForm } from "@/components/ui/use-api-form";
import { formatDateTime } from "@/lib/dates";
import { tfgApi } from "@/lib/tfg/client";
import { TERM_TYPES } from "@/db/enums/tfg";
import { termBody, type TermRow } from "@/lib/tfg/terms/schemas";
import { type AcademicYearRow, type NamedRef } from "@/lib/tfg/schemas";
import { CheckboxListField } from "./checkbox-list";
import { CsvUpload } from "./csv-upload";
import { ManagedTable } from "./managed-table";
import { failureToast } from "@/lib/client/failure-toast";

const IN_USE = "No se ha podido eliminar la convocatoria: puede que ya esté en uso";

/** 'Convocatorias': calls with their degrees and dates, the term form, deletion (confirmed) and the CSV upload. */
export function TermsManager({
  terms,
  years,
  degrees,
  maxBytes,
}: {
  terms: TermRow[];
  years: AcademicYearRow[];
  degrees: NamedRef[];
  maxBytes: number;
}) {
  return (
    <ManagedTable
      caption="Convocatorias"
      rows={terms}
      emptyMessage="No hay convocatorias"
      newLabel="Nueva convocatoria"
      columns={() => [
        { key: "name", header: "Nombre" },
        { key: "type", header: "Tipo", cell: (t) => (t.type === "AREA" ? "Área temática" : "Defensa") },
        { key: "year", header: "Curso académico", cell: (t) => t.academicYear.name },
        { key: "degrees", header: "Titulaciones", cell: (t) => t.assignedDegrees.map((d) => d.name).join(", ") },
        { key: "start", header: "Inicio", cell: (t) => formatDateTime(t.start) },
        { key: "end", header: "Fin", cell: (t) => formatDateTime(t.end) },
      ]}
      rowActions={(t, confirm) => (
        <Button size="sm" variant="danger" onClick={() => confirm("delete", t)} aria-label={`Eliminar ${t.name}`}>
          Eliminar
        </Button>
      )}
      form={(term, close) => <TermForm term={term} years={years} degrees={degrees} onClose={close} />}
      confirmations={{
        delete: {
          title: () => "Eliminar convocatoria",
          description: (t) => `¿Eliminar «${t.name}»?`,
          confirmLabel: "Eliminar",
          destructive: true,
          action: (t) => tfgApi.deleteTerm(t.id),
          success: "Convocatoria eliminada",
          error: IN_USE,
          byStatus: { 409: IN_USE },
        },
      }}
    >
      <CsvUpload label="Subir convocatorias (CSV)" kind="terms" maxBytes={maxBytes} />
    </ManagedTable>
  );
}

/** The term form: year, type, name, degrees, start and end (DD/MM/YYYY HH:mm, 24 h) are required. */
function TermForm({
  term,
  years,
  degrees,
  onClose,
}: {
  term: TermRow | null;
  years: AcademicYearRow[];
  degrees: NamedRef[];
  onClose: () => void;
}) {
  const { form, onSubmit, busy, errorOf } = useApiForm(termBody, {
    defaultValues: term
      ? {
          id: term.id,
          academicYearId: term.academicYear.id,
          type: term.type,
          name: term.name,
          assignedDegreeIds: term.assignedDegreeIds,
          start: formatDateTime(term.start),
          end: formatDateTime(term.end),
        }
      : { name: "", assignedDegreeIds: [], start: "", end: "" },
    submit: (body) => (term ? tfgApi.updateTerm(body) : tfgApi.createTerm(body)),
    success: "Convocatoria guardada",
    failure: failureToast("Ha habido un error al guardar la convocatoria"),
    onDone: onClose,
  });
  return (
    <FormDialog
      title={term ? "Editar convocatoria" : "Nueva convocatoria"}
      size="xl"
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
    >
      <Field label="Curso académico" required error={errorOf("academicYearId")}>
        <Select {...form.register("academicYearId")}>
          <SelectOptions
            placeholder="Selecciona un curso"
            options={years.map((y) => ({ value: y.id, label: y.name }))}
          />
        </Select>
      </Field>
      <Field label="Tipo" required error={errorOf("type")}>
        <Select {...form.register("type")}>
          <SelectOptions placeholder="Selecciona un tipo" options={TERM_TYPES.map((t) => ({ value: t, label: t }))} />
        </Select>
      </Field>
      <Field label="Nombre" required error={errorOf("name")}>
        <Input {...form.register("name")} />
      </Field>
      <CheckboxListField control={form.control} name="assignedDegreeIds" legend="Titulaciones" items={degrees} />
      <Field label="Inicio (DD/MM/YYYY HH:mm)" required error={errorOf("start")}>
        <Input placeholder="01/09/2026 09:00" {...form.register("start")} />
      </Field>
      <Field label="Fin (DD/MM/YYYY HH:mm)" required error={errorOf("end")}>
        <Input placeholder="30/09/2026 14:00" {...form.register("end")} />
      </Field>
    </FormDialog>
  );
}
