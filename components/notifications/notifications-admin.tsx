"use client";

import { RoutedTabs } from "@/components/ui/routed-tabs";
import type { AssignationRow, InstitutionalRoleRow, TemplateRow } from "@/lib/notifications/schemas";
import { AssignationsTab } from "./assignations-tab";
import { TemplatesTab } from "./islands";

type Props = { assignations: AssignationRow[]; roles: InstitutionalRoleRow[]; templates: TemplateRow[] };

/** The two tabs of the notifications administration: 'Asignaciones' and 'Plantillas', kept in the URL (`tab`). */
export function NotificationsAdmin({ assignations, roles, templates }: Props) {
  return (
    <RoutedTabs
      label="Notificaciones"
      fresh
      tabs={[
        {
          value: "asignaciones",
          label: "Asignaciones",
          content: <AssignationsTab assignations={assignations} roles={roles} templates={templates} />,
        },
        { value: "plantillas", label: "Plantillas", content: <TemplatesTab templates={templates} /> },
      ]}
    />
  );
}
