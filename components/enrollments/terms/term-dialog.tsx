"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { DateTimeField } from "@/components/ui/form-fields";
import { useApiForm } from "@/components/ui/use-api-form";
import { enrollmentsApi } from "@/lib/enrollments/client";
import { TERM_TYPE_LABELS } from "@/lib/enrollments/labels";
import {
  enrollmentTermBody,
  type EnrollmentTermBody,
  type EnrollmentTermInput,
  type EnrollmentTermRow,
} from "@/lib/enrollments/terms/schemas";
import { options } from "../form-parts";

const EMPTY: EnrollmentTermInput = { active: true, type: "" as never, name: "", startDate: "", endDate: "" };

/** The dialog 'Convocatoria': a new term, or `term` to edit. */
export function TermDialog({
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
    submit: (body: EnrollmentTermBody) =>
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
            <SelectOptions placeholder="Selecciona un tipo" options={options(TERM_TYPE_LABELS)} />
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
