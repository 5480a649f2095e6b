"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import {
  NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES, TEMPLATE_CREATED, TEMPLATE_TOAST_MS, TEMPLATE_UPDATED, TEMPLATE_VARIABLES,
  templateBody, type NotificationType, type TemplateRow,
} from "@/lib/notifications/schemas";
import { unknownVariables } from "@/lib/notifications/variables";
import { apiRequest, ApiRequestError } from "@/lib/ui/api-request";
import { useApiAction } from "@/components/ui/use-api-action";
import { TemplatePreview } from "./template-preview";

type Props = { template: TemplateRow | null; open: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void };
const blank = { type: "0", reference: "", title: "", text: "" };

/** Create or edit a template: HTML source beside a live, inert preview with sample values. */
export function TemplateEditor({ template, open, onOpenChange, onSaved }: Props) {
  const { run, busy: saving } = useApiAction();
  const [values, setValues] = useState(() => (template ? { ...template, type: String(template.type) } : blank));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const type = Number(values.type) as NotificationType;
  const unknown = unknownVariables(type, values.title, values.text);
  const set = (key: keyof typeof blank) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function save() {
    const parsed = templateBody.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    const path = template ? `/notifications-api/templates/${template.id}` : "/notifications-api/templates";
    await run(() => apiRequest(path, { method: template ? "PATCH" : "POST", json: parsed.data }), {
      success: template ? TEMPLATE_UPDATED : TEMPLATE_CREATED,
      durationMs: TEMPLATE_TOAST_MS,
      refresh: false,
      onDone: () => onSaved(),
      onError: (err) => {
        if (err instanceof ApiRequestError && err.errors) setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])));
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={template ? `Editar plantilla ${template.reference}` : "Nueva plantilla"}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>Cancelar</Button>
          <Button busy={saving} onClick={save}>Guardar</Button>
        </>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Field label="Tipo" required error={errors.type}>
            <Select value={values.type} onChange={set("type")}>
              {NOTIFICATION_TYPES.map((t) => <option key={t} value={t}>{NOTIFICATION_TYPE_LABELS[t]}</option>)}
            </Select>
          </Field>
          <Field label="Referencia" required error={errors.reference}>
            <Input value={values.reference} onChange={set("reference")} />
          </Field>
          <Field label="Título" required error={errors.title}>
            <Input value={values.title} onChange={set("title")} />
          </Field>
          <Field
            label="Texto (HTML)"
            required
            error={errors.text}
            hint={`Variables: ${TEMPLATE_VARIABLES[type].map((v) => `{{${v}}}`).join(", ")}. Al guardar se eliminan los scripts, eventos y enlaces no permitidos.`}
          >
            <Textarea rows={12} value={values.text} onChange={set("text")} className="font-mono" />
          </Field>
          {unknown.length > 0 && (
            <p role="status" className="text-sm font-medium text-amber-800">
              Variables desconocidas: {unknown.map((v) => `{{${v}}}`).join(", ")}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Vista previa con valores de ejemplo</p>
          <TemplatePreview html={values.text} />
        </div>
      </div>
    </Dialog>
  );
}
