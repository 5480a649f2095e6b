"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import { tfgClient } from "@/lib/tfg/client";
import { TERM_TYPES } from "@/lib/tfg/constants";
import { termBody, type AcademicYearRow, type NamedRef, type TermBody, type TermRow } from "@/lib/tfg/schemas";
import type { z } from "@/lib/validation/z";
import { CheckboxList } from "./checkbox-list";
import { CsvUpload } from "./csv-upload";
import { useTfgAction } from "./use-tfg-action";

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
  const [editing, setEditing] = useState<TermRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<TermRow | null>(null);
  const { run } = useTfgAction();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => setEditing("new")}>Nueva convocatoria</Button>
      </div>
      <Table
        caption="Convocatorias"
        rows={terms}
        emptyMessage="No hay convocatorias"
        columns={[
          { key: "name", header: "Nombre" },
          { key: "type", header: "Tipo", cell: (t) => (t.type === "AREA" ? "Área temática" : "Defensa") },
          { key: "year", header: "Curso académico", cell: (t) => t.academicYear.name },
          { key: "degrees", header: "Titulaciones", cell: (t) => t.assignedDegrees.map((d) => d.name).join(", ") },
          { key: "start", header: "Inicio", cell: (t) => formatDateTime(t.start) },
          { key: "end", header: "Fin", cell: (t) => formatDateTime(t.end) },
          {
            key: "actions",
            header: "Acciones",
            cell: (t) => (
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing(t)} aria-label={`Editar ${t.name}`}>
                  Editar
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeleting(t)} aria-label={`Eliminar ${t.name}`}>
                  Eliminar
                </Button>
              </div>
            ),
          },
        ]}
      />
      <CsvUpload label="Subir convocatorias (CSV)" kind="terms" maxBytes={maxBytes} />
      {editing && (
        <TermForm
          term={editing === "new" ? null : editing}
          years={years}
          degrees={degrees}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar convocatoria"
        description={`¿Eliminar «${deleting?.name}»?`}
        destructive
        confirmLabel="Eliminar"
        onConfirm={() =>
          run(() => tfgClient.deleteTerm(deleting!.id), {
            success: "Convocatoria eliminada",
            error: "No se ha podido eliminar la convocatoria: puede que ya esté en uso",
            byStatus: { 409: "No se ha podido eliminar la convocatoria: puede que ya esté en uso" },
          }).then(() => undefined)
        }
      />
    </div>
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
  const form = useForm<TermBody, unknown, z.output<typeof termBody>>({
    resolver: zodResolver(termBody),
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
  });
  const { run, busy } = useTfgAction();
  const errors = form.formState.errors;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={term ? "Editar convocatoria" : "Nueva convocatoria"}
      size="xl"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((body) =>
          run(() => (term ? tfgClient.updateTerm(body) : tfgClient.createTerm(body)), {
            success: "Convocatoria guardada",
            error: "Ha habido un error al guardar la convocatoria",
            onDone: onClose,
          }).catch(() => undefined),
        )}
      >
        <Field label="Curso académico" required error={errors.academicYearId?.message}>
          <Select {...form.register("academicYearId")}>
            <SelectOptions
              placeholder="Selecciona un curso"
              options={years.map((y) => ({ value: y.id, label: y.name }))}
            />
          </Select>
        </Field>
        <Field label="Tipo" required error={errors.type?.message}>
          <Select {...form.register("type")}>
            <SelectOptions placeholder="Selecciona un tipo" options={TERM_TYPES.map((t) => ({ value: t, label: t }))} />
          </Select>
        </Field>
        <Field label="Nombre" required error={errors.name?.message}>
          <Input {...form.register("name")} />
        </Field>
        <Controller
          control={form.control}
          name="assignedDegreeIds"
          render={({ field }) => (
            <CheckboxList
              legend="Titulaciones"
              items={degrees}
              selected={field.value as string[]}
              onChange={field.onChange}
              error={errors.assignedDegreeIds?.message}
            />
          )}
        />
        <Field label="Inicio (DD/MM/YYYY HH:mm)" required error={errors.start?.message}>
          <Input placeholder="01/09/2026 09:00" {...form.register("start")} />
        </Field>
        <Field label="Fin (DD/MM/YYYY HH:mm)" required error={errors.end?.message}>
          <Input placeholder="30/09/2026 14:00" {...form.register("end")} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" busy={busy}>
            Guardar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
