"use client";

import { FooterFormDialog } from "@/components/shared/footer-form-dialog";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  TEMPLATE_CREATED,
  TEMPLATE_TOAST_MS,
  TEMPLATE_UPDATED,
  TEMPLATE_VARIABLES,
  templateBody,
  type NotificationType,
  type TemplateRow,
} from "@/lib/notifications/schemas";
import { unknownVariables } from "@/lib/notifications/variables";
import { useApiForm } from "@/components/ui/use-api-form";
import { notificationsApi } from "@/lib/notifications/client";
import { TemplatePreview } from "./template-preview";

type Props = {
  template: TemplateRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
};
const blank = { type: "0", reference: "", title: "", text: "" } as const;

/** Create or edit a template: HTML source beside a live, inert preview with sample values. */
export function TemplateEditor({ template, open, onOpenChange, onSaved }: Props) {
  const {
    form,
    onSubmit: save,
    busy: saving,
    errorOf,
  } = useApiForm(templateBody, {
    defaultValues: template ? { ...template, type: String(template.type) } : blank,
    submit: (body) =>
      template ? notificationsApi.updateTemplate(template.id, body) : notificationsApi.createTemplate(body),
    success: template ? TEMPLATE_UPDATED : TEMPLATE_CREATED,
    durationMs: TEMPLATE_TOAST_MS,
    refresh: false,
    onDone: () => onSaved(),
  });
  const values = form.watch();
  const type = Number(values.type) as NotificationType;
  const unknown = unknownVariables(type, values.title ?? "", values.text ?? "");

  return (
    <FooterFormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={template ? `Editar plantilla ${template.reference}` : "Nueva plantilla"}
      onSubmit={save}
      busy={saving}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Field label="Tipo" required error={errorOf("type")}>
            <Select {...form.register("type")}>
              {NOTIFICATION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {NOTIFICATION_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Referencia" required error={errorOf("reference")}>
            <Input {...form.register("reference")} />
          </Field>
          <Field label="Título" required error={errorOf("title")}>
            <Input {...form.register("title")} />
          </Field>
          <Field
            label="Texto (HTML)"
            required
            error={errorOf("text")}
            hint={`Variables: ${TEMPLATE_VARIABLES[type].map((v) => `{{${v}}}`).join(", ")}. Al guardar se eliminan los scripts, eventos y enlaces no permitidos.`}
          >
            <Textarea rows={12} {...form.register("text")} className="font-mono" />
          </Field>
          {unknown.length > 0 && (
            <p role="status" className="text-sm font-medium text-amber-800">
              Variables desconocidas: {unknown.map((v) => `{{${v}}}`).join(", ")}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Vista previa con valores de ejemplo</p>
          <TemplatePreview html={values.text ?? ""} />
        </div>
      </div>
    </FooterFormDialog>
  );
}
