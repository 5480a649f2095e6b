"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AssignationRow, InstitutionalRoleRow, TemplateRow } from "@/lib/notifications/schemas";
import { AssignationsTab } from "./assignations-tab";
import { TemplatesTab } from "./islands";

type Props = { assignations: AssignationRow[]; roles: InstitutionalRoleRow[]; templates: TemplateRow[] };

/** The two tabs of the notifications administration: 'Asignaciones' and 'Plantillas'. */
export function NotificationsAdmin({ assignations, roles, templates }: Props) {
  return (
    <Tabs defaultValue="asignaciones">
      <TabsList aria-label="Notificaciones">
        <TabsTrigger value="asignaciones">Asignaciones</TabsTrigger>
        <TabsTrigger value="plantillas">Plantillas</TabsTrigger>
      </TabsList>
      <TabsContent value="asignaciones">
        <AssignationsTab assignations={assignations} roles={roles} templates={templates} />
      </TabsContent>
      <TabsContent value="plantillas">
        <TemplatesTab templates={templates} />
      </TabsContent>
    </Tabs>
  );
}
