"use client";

import { FooterFormDialog } from "@/components/shared/footer-form-dialog";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import {
  assignationBody,
  NOTIFICATION_TYPE_LABELS,
  type AssignationRow,
  type InstitutionalRoleRow,
  type NotificationType,
  type TemplateRow,
} from "@/lib/notifications/schemas";
import { useApiForm } from "@/components/ui/use-api-form";
import { notificationsApi } from "@/lib/notifications/client";

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
  const {
    form,
    onSubmit: save,
    busy: saving,
    errorOf,
  } = useApiForm(assignationBody, {
    defaultValues: {
      type,
      roleId: assignation?.roleId ?? "",
      templateId: assignation ? String(assignation.templateId) : "",
    },
    submit: (body) =>
      assignation
        ? notificationsApi.updateAssignation(assignation.id, {
            id: assignation.id,
            roleId: body.roleId,
            templateId: body.templateId,
          })
        : notificationsApi.createAssignation(body),
    success: assignation ? "Asignación actualizada" : "Asignación creada",
    refresh: false,
    onDone: () => onSaved(),
  });

  const label = NOTIFICATION_TYPE_LABELS[type];
  return (
    <FooterFormDialog
      onOpenChange={(open) => !open && onClose()}
      title={assignation ? `Editar asignación (${label})` : `Nueva asignación (${label})`}
      onSubmit={save}
      busy={saving}
    >
      <div className="flex flex-col gap-4">
        <Field label="Rol" required error={errorOf("roleId")}>
          <Select {...form.register("roleId")}>
            <SelectOptions
              placeholder="Selecciona un rol"
              options={roles.map((r) => ({ value: r.roleId, label: `${r.name} (${r.roleId})` }))}
            />
          </Select>
        </Field>
        <Field label="Plantilla" required error={errorOf("templateId")}>
          <Select {...form.register("templateId")}>
            <SelectOptions
              placeholder="Selecciona una plantilla"
              options={templates
                .filter((t) => t.type === type)
                .map((t) => ({ value: t.id, label: `${t.reference} — ${t.title}` }))}
            />
          </Select>
        </Field>
      </div>
    </FooterFormDialog>
  );
}
