"use client";

import { RowActions } from "@/components/shared/row-actions";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RoutedTabs } from "@/components/ui/routed-tabs";
import { Table } from "@/components/ui/table";
import { NOTIFICATION_TYPE_KEYS, NOTIFICATION_TYPE_SLUGS } from "@/lib/notifications/constants";
import {
  NOTIFICATION_TYPES,
  type AssignationRow,
  type InstitutionalRoleRow,
  type NotificationType,
  type TemplateRow,
} from "@/lib/notifications/schemas";
import { AssignationDialog } from "./assignation-dialog";

type Props = { assignations: AssignationRow[]; roles: InstitutionalRoleRow[]; templates: TemplateRow[] };

/** 'Asignaciones' with its sub-tabs Credenciales, Instructores and Coordinadores (types 0, 1, 2), kept in the URL (`tipo`). */
export function AssignationsTab({ assignations, roles, templates }: Props) {
  const t = useTranslations("notifications");
  const router = useRouter();
  const [editing, setEditing] = useState<{ type: NotificationType; assignation: AssignationRow | null } | null>(null);
  return (
    <>
      <RoutedTabs
        label={t("assignations.tabsLabel")}
        param="tipo"
        tabs={NOTIFICATION_TYPES.map((type) => ({
          value: NOTIFICATION_TYPE_SLUGS[type],
          label: t(`types.${NOTIFICATION_TYPE_KEYS[type]}`),
          content: (
            <div className="flex flex-col gap-4">
              <div>
                <Button onClick={() => setEditing({ type, assignation: null })}>{t("assignations.new")}</Button>
              </div>
              <Table
                caption={t("assignations.caption", { type: t(`types.${NOTIFICATION_TYPE_KEYS[type]}`) })}
                emptyMessage={t("assignations.empty")}
                rows={assignations.filter((a) => a.type === type)}
                columns={[
                  { key: "roleName", header: t("assignations.role"), cell: (a) => `${a.roleName} (${a.roleId})` },
                  { key: "templateReference", header: t("assignations.template") },
                  {
                    key: "actions",
                    header: t("assignations.actions"),
                    cell: (a) => (
                      <RowActions
                        subject={t("assignations.subject", { role: a.roleName })}
                        actions={[
                          {
                            label: t("assignations.edit"),
                            variant: "secondary",
                            onClick: () => setEditing({ type, assignation: a }),
                          },
                        ]}
                      />
                    ),
                  },
                ]}
              />
            </div>
          ),
        }))}
      />
      {editing && (
        <AssignationDialog
          {...editing}
          roles={roles}
          templates={templates}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            router.refresh();
          }}
        />
      )}
    </>
  );
}
