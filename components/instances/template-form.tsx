"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormActions } from "@/components/ui/form-actions";
import { DateTimeInput } from "@/components/ui/date-time-input";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { instancesApi } from "@/lib/instances/client";
import {
  MESSAGES,
  templateBody,
  type InstanceTypeRow,
  type TemplateBody,
  type TemplateRow,
  type TemplateValues,
  type TermOption,
} from "@/lib/instances/schemas";
import { useApiAction } from "@/components/ui/use-api-action";

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
  const { run } = useApiAction();
  const form = useForm<TemplateBody, unknown, TemplateValues>({
    resolver: zodResolver(templateBody),
    defaultValues: {
      name: template?.name ?? "",
      typeId: template?.typeId ?? "",
      start: template?.start ?? "",
      end: template?.end ?? "",
      termId: template?.termId ?? "",
      active: template?.active ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [start, end] = useWatch({ control: form.control, name: ["start", "end"] });
  const datesSet = Boolean(start && end);

  async function save(body: TemplateValues) {
    await run(
      () => (template ? instancesApi.updateTemplate(template.id, body) : instancesApi.createTemplate(body)),
      {
        success: template ? MESSAGES.templateUpdated : MESSAGES.templateCreated,
        onDone,
      },
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      <Field label="Nombre" required error={errors.name?.message}>
        <Input {...form.register("name")} />
      </Field>
      <Field label="Tipo de instancia" required error={errors.typeId?.message}>
        <Select {...form.register("typeId")}>
          <SelectOptions
            placeholder="Selecciona un tipo"
            options={types.map((t) => ({ value: t.id, label: t.name }))}
          />
        </Select>
      </Field>
      <Controller
        control={form.control}
        name="start"
        render={({ field }) => (
          <DateTimeInput
            label="Fecha de inicio"
            required
            value={field.value ?? ""}
            onChange={(iso) => {
              field.onChange(iso);
              if (!iso) form.setValue("active", false);
            }}
            error={errors.start?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="end"
        render={({ field }) => (
          <DateTimeInput
            label="Fecha de fin"
            required
            value={field.value ?? ""}
            onChange={(iso) => {
              field.onChange(iso);
              if (!iso) form.setValue("active", false);
            }}
            error={errors.end?.message}
          />
        )}
      />
      <Field label="Convocatoria" required error={errors.termId?.message}>
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
      {errors.active?.message && <p className="text-sm font-medium text-red-700">{errors.active.message}</p>}
      <FormActions onCancel={onDone} busy={isSubmitting}>
        Guardar
      </FormActions>
    </form>
  );
}
