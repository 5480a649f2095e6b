"use client";

import { useTranslations } from "next-intl";
import { Controller, useWatch } from "react-hook-form";
import { FormActions } from "@/components/ui/form-actions";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { DateTimeField } from "@/components/ui/form-fields";
import { Switch } from "@/components/ui/switch";
import { instancesApi } from "@/lib/instances/client";
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
  const t = useTranslations("instances");
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
    success: template ? t("messages.templateUpdated") : t("messages.templateCreated"),
    onDone,
  });
  const [start, end] = useWatch({ control: form.control, name: ["start", "end"] });
  const datesSet = Boolean(start && end);

  // A date taken away turns 'Activa' off: activation needs both.
  const clearsActive = (iso: string) => !iso && form.setValue("active", false);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label={t("templateForm.name")} required error={errorOf("name")}>
        <Input {...form.register("name")} />
      </Field>
      <Field label={t("templateForm.type")} required error={errorOf("typeId")}>
        <Select {...form.register("typeId")}>
          <SelectOptions
            placeholder={t("templateForm.typePlaceholder")}
            options={types.map((type) => ({ value: type.id, label: type.name }))}
          />
        </Select>
      </Field>
      <DateTimeField
        control={form.control}
        name="start"
        label={t("templateForm.start")}
        required
        onChange={clearsActive}
      />
      <DateTimeField control={form.control} name="end" label={t("templateForm.end")} required onChange={clearsActive} />
      <Field label={t("templateForm.term")} required error={errorOf("termId")}>
        <Select {...form.register("termId")}>
          <SelectOptions
            placeholder={t("templateForm.termPlaceholder")}
            options={terms.map((term) => ({ value: term.externalId, label: term.name }))}
          />
        </Select>
      </Field>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label={t("templateForm.active")}
            checked={Boolean(field.value)}
            disabled={!datesSet}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {errorOf("active") && <p className="text-sm font-medium text-red-700">{errorOf("active")}</p>}
      <FormActions onCancel={onDone} busy={busy}>
        {t("templateForm.save")}
      </FormActions>
    </form>
  );
}
