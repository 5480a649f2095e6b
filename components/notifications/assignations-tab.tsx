"use client";

import { RowActions } from "@/components/shared/row-actions";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RoutedTabs } from "@/components/ui/routed-tabs";
import { Table } from "@/components/ui/table";
import {
  NOTIFICATION_TYPE_LABELS,
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
  const router = useRouter();
  const [editing, setEditing] = useState<{ type: NotificationType; assignation: AssignationRow | null } | null>(null);
  return (
    <>
      <RoutedTabs
        label="Tipos de asignación"
        param="tipo"
        tabs={NOTIFICATION_TYPES.map((type) => ({
          value: NOTIFICATION_TYPE_LABELS[type].toLowerCase(),
          label: NOTIFICATION_TYPE_LABELS[type],
          content: (
            <div className="flex flex-col gap-4">
              <div>
                <Button onClick={() => setEditing({ type, assignation: null })}>Nueva asignación</Button>
              </div>
              <Table
                caption={`Asignaciones: ${NOTIFICATION_TYPE_LABELS[type]}`}
                emptyMessage="No hay asignaciones"
                rows={assignations.filter((a) => a.type === type)}
                columns={[
                  { key: "roleName", header: "Rol", cell: (a) => `${a.roleName} (${a.roleId})` },
                  { key: "templateReference", header: "Plantilla" },
                  {
                    key: "actions",
                    header: "Acciones",
                    cell: (a) => (
                      <RowActions
                        subject={`asignación de ${a.roleName}`}
                        actions={[
                          {
                            label: "Editar",
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
