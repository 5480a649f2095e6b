"use client";

import { Controller, useWatch } from "react-hook-form";
import { FormActions } from "@/components/ui/form-actions";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { DateTimeField } from "@/components/ui/form-fields";
import { Switch } from "@/components/ui/switch";
import { instancesApi } from "@/lib/instances/client";
import { MESSAGES } from "@/lib/instances/messages";
import {
  templateBody,
  type TemplateRow,
  type TemplateValues,
  type TermOption,
} from "@/lib/instances/templates/schemas";
import type { InstanceTypeRow } from "@/lib/instances/types/schemas";
import { useApiForm } from "@/components/ui/use-api-form";

/** Create or edit a template: every field required, and 'Activa' only once both dates are set. */
export function TemplateForm({
  template,
  types,
  terms,
  onDone,
}: {
  template: TemplateRow | null;
  types: InstanceTypeRow[];
  terms: TermOption[];
  onDone: () => void;
}) {
  const { form, onSubmit, busy, errorOf } = useApiForm(templateBody, {
    defaultValues: {
      name: template?.name ?? "",
      typeId: template?.typeId ?? "",
      start: template?.start ?? "",
      end: template?.end ?? "",
      termId: template?.termId ?? "",
      active: template?.active ?? false,
    },
    submit: (body: TemplateValues) =>
      template ? instancesApi.updateTemplate(template.id, body) : instancesApi.createTemplate(body),
    success: template ? MESSAGES.templateUpdated : MESSAGES.templateCreated,
    onDone,
  });
  const [start, end] = useWatch({ control: form.control, name: ["start", "end"] });
  const datesSet = Boolean(start && end);

  // A date taken away turns 'Activa' off: activation needs both.
  const clearsActive = (iso: string) => !iso && form.setValue("active", false);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Nombre" required error={errorOf("name")}>
        <Input {...form.register("name")} />
      </Field>
      <Field label="Tipo de instancia" required error={errorOf("typeId")}>
        <Select {...form.register("typeId")}>
          <SelectOptions
            placeholder="Selecciona un tipo"
            options={types.map((t) => ({ value: t.id, label: t.name }))}
          />
        </Select>
      </Field>
      <DateTimeField control={form.control} name="start" label="Fecha de inicio" required onChange={clearsActive} />
      <DateTimeField control={form.control} name="end" label="Fecha de fin" required onChange={clearsActive} />
      <Field label="Convocatoria" required error={errorOf("termId")}>
        <Select {...form.register("termId")}>
          <SelectOptions
            placeholder="Selecciona una convocatoria"
            options={terms.map((t) => ({ value: t.externalId, label: t.name }))}
          />
        </Select>
      </Field>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch label="Activa" checked={Boolean(field.value)} disabled={!datesSet} onCheckedChange={field.onChange} />
        )}
      />
      {errorOf("active") && <p className="text-sm font-medium text-red-700">{errorOf("active")}</p>}
      <FormActions onCancel={onDone} busy={busy}>
        Guardar
      </FormActions>
    </form>
  );
}
