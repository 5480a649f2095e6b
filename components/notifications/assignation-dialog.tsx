"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import {
  assignationBody, NOTIFICATION_TYPE_LABELS, type AssignationRow, type InstitutionalRoleRow, type NotificationType, type TemplateRow,
} from "@/lib/notifications/schemas";
import { apiRequest } from "@/lib/ui/api-request";
import { useApiAction } from "@/components/ui/use-api-action";

type Props = {
  type: NotificationType;
  assignation: AssignationRow | null;
  roles: InstitutionalRoleRow[];
  templates: TemplateRow[];
  onClose: () => void;
  onSaved: () => void;
};

/** Create or edit an assignation: an institutional role and a template of the same type, both required. */
export function AssignationDialog({ type, assignation, roles, templates, onClose, onSaved }: Props) {
  const { run, busy: saving } = useApiAction();
  const [roleId, setRoleId] = useState(assignation?.roleId ?? "");
  const [templateId, setTemplateId] = useState(assignation ? String(assignation.templateId) : "");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  async function save() {
    const parsed = assignationBody.safeParse({ type, roleId, templateId });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    const request = assignation
      ? () => apiRequest(`/notifications-api/assignations/${assignation.id}`, { method: "PATCH", json: { id: assignation.id, roleId, templateId: parsed.data.templateId } })
      : () => apiRequest("/notifications-api/assignations", { method: "POST", json: parsed.data });
    await run(request, { success: assignation ? "Asignación actualizada" : "Asignación creada", refresh: false, onDone: () => onSaved() });
  }

  const label = NOTIFICATION_TYPE_LABELS[type];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={assignation ? `Editar asignación (${label})` : `Nueva asignación (${label})`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Cancelar</Button>
          <Button busy={saving} onClick={save}>Guardar</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label="Rol" required error={errors.roleId}>
          <Select value={roleId} onChange={(e) => setRoleId(e.target.value)}>
            <SelectOptions placeholder="Selecciona un rol" options={roles.map((r) => ({ value: r.roleId, label: `${r.name} (${r.roleId})` }))} />
          </Select>
        </Field>
        <Field label="Plantilla" required error={errors.templateId}>
          <Select value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            <SelectOptions
              placeholder="Selecciona una plantilla"
              options={templates.filter((t) => t.type === type).map((t) => ({ value: t.id, label: `${t.reference} — ${t.title}` }))}
            />
          </Select>
        </Field>
      </div>
    </Dialog>
  );
}
