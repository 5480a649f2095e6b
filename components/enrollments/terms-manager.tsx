"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { DateTimeField } from "@/components/ui/form-fields";
import { Badge } from "@/components/ui/status-badge";
import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import { enrollmentsApi } from "@/lib/enrollments/client";
import {
  enrollmentTermBody,
  TERM_TYPE_LABELS,
  type EnrollmentTermInput,
  type EnrollmentTermRow,
} from "@/lib/enrollments/schemas";
import { useApiForm } from "@/components/ui/use-api-form";
import type { z } from "@/lib/validation/z";

type Output = z.output<typeof enrollmentTermBody>;
const EMPTY: EnrollmentTermInput = { active: true, type: "" as never, name: "", startDate: "", endDate: "" };

function TermDialog({
  term,
  open,
  onOpenChange,
}: {
  term: EnrollmentTermRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { form, onSubmit, busy, errorOf } = useApiForm(enrollmentTermBody, {
    defaultValues: term
      ? { active: term.active, type: term.type, name: term.name, startDate: term.startDate, endDate: term.endDate }
      : EMPTY,
    submit: (body: Output) =>
      term ? enrollmentsApi.updateTerm(term.id, { ...body, id: term.id }) : enrollmentsApi.createTerm(body),
    success: term ? "Convocatoria actualizada" : "Convocatoria creada",
    failure: term ? "Ha habido un error al actualizar la convocatoria" : "Ha habido un error al crear la convocatoria",
    onDone: () => {
      form.reset();
      onOpenChange(false);
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Convocatoria"
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" form="enrollment-term-form" disabled={busy}>
            Guardar
          </Button>
        </>
      }
    >
      <form id="enrollment-term-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" {...form.register("active")} />
          Activa
        </label>
        <Field label="Tipo de convocatoria" required error={errorOf("type")}>
          <Select {...form.register("type")}>
            <SelectOptions
              placeholder="Selecciona un tipo"
              options={Object.entries(TERM_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </Select>
        </Field>
        <Field label="Nombre de convocatoria" required error={errorOf("name")}>
          <Input {...form.register("name")} />
        </Field>
        <DateTimeField
          control={form.control}
          name="startDate"
          label="Fecha de inicio"
          required
          hint="DD/MM/AAAA HH:mm (24 h)"
        />
        <DateTimeField
          control={form.control}
          name="endDate"
          label="Fecha de fin"
          required
          hint="DD/MM/AAAA HH:mm (24 h)"
        />
      </form>
    </Dialog>
  );
}

/** 'Convocatorias' of the secretariat: the table and the create/edit dialog. */
export function TermsManager({ terms }: { terms: EnrollmentTermRow[] }) {
  const [editing, setEditing] = useState<EnrollmentTermRow | null>(null);
  const [open, setOpen] = useState(false);
  const openWith = (term: EnrollmentTermRow | null) => {
    setEditing(term);
    setOpen(true);
  };
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => openWith(null)}>Crear nueva convocatoria</Button>
      </div>
      <Table
        caption="Convocatorias"
        captionVisible
        emptyMessage="No hay convocatorias"
        rows={terms}
        columns={[
          { key: "type", header: "Tipo de convocatoria", cell: (t) => TERM_TYPE_LABELS[t.type] },
          { key: "name", header: "Nombre de la convocatoria" },
          {
            key: "active",
            header: "Estado",
            cell: (t) => (t.active ? <Badge tone="green">Activada</Badge> : <Badge tone="gray">Desactivada</Badge>),
          },
          { key: "startDate", header: "Fecha inicio", cell: (t) => formatDateTime(t.startDate) },
          { key: "endDate", header: "Fecha fin", cell: (t) => formatDateTime(t.endDate) },
          {
            key: "edit",
            header: "Editar",
            cell: (t) => (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => openWith(t)}
                aria-label={`Editar la convocatoria ${t.name}`}
              >
                Editar
              </Button>
            ),
          },
        ]}
      />
      <TermDialog key={editing ? JSON.stringify(editing) : "new"} term={editing} open={open} onOpenChange={setOpen} />
    </div>
  );
}
