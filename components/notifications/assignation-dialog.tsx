"use client";

import { useTranslations } from "next-intl";
import { FooterFormDialog } from "@/components/shared/footer-form-dialog";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { NOTIFICATION_TYPE_KEYS } from "@/lib/notifications/constants";
import {
  assignationBody,
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
  const t = useTranslations("notifications");
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
    success: assignation ? t("assignations.updated") : t("assignations.created"),
    refresh: false,
    onDone: () => onSaved(),
  });

  const label = t(`types.${NOTIFICATION_TYPE_KEYS[type]}`);
  return (
    <FooterFormDialog
      onOpenChange={(open) => !open && onClose()}
      title={t(assignation ? "assignations.editTitle" : "assignations.newTitle", { type: label })}
      onSubmit={save}
      busy={saving}
    >
      <div className="flex flex-col gap-4">
        <Field label={t("assignations.role")} required error={errorOf("roleId")}>
          <Select {...form.register("roleId")}>
            <SelectOptions
              placeholder={t("assignations.chooseRole")}
              options={roles.map((r) => ({ value: r.roleId, label: `${r.name} (${r.roleId})` }))}
            />
          </Select>
        </Field>
        <Field label={t("assignations.template")} required error={errorOf("templateId")}>
          <Select {...form.register("templateId")}>
            <SelectOptions
              placeholder={t("assignations.chooseTemplate")}
              options={templates
                .filter((template) => template.type === type)
                .map((template) => ({ value: template.id, label: `${template.reference} — ${template.title}` }))}
            />
          </Select>
        </Field>
      </div>
    </FooterFormDialog>
  );
}
