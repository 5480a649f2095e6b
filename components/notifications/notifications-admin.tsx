"use client";

import { useTranslations } from "next-intl";
import { RoutedTabs } from "@/components/ui/routed-tabs";
import type { AssignationRow, InstitutionalRoleRow, TemplateRow } from "@/lib/notifications/schemas";
import type { TemplateLanguage } from "./template-editor";
import { AssignationsTab } from "./assignations-tab";
import { TemplatesTab } from "./islands";

type Props = {
  assignations: AssignationRow[];
  roles: InstitutionalRoleRow[];
  templates: TemplateRow[];
  /** The offered languages but the default: a template may have a text for each. */
  languages: TemplateLanguage[];
};

/** The two tabs of the notifications administration: 'Asignaciones' and 'Plantillas', kept in the URL (`tab`). */
export function NotificationsAdmin({ assignations, roles, templates, languages }: Props) {
  const t = useTranslations("notifications.admin");
  return (
    <RoutedTabs
      label={t("label")}
      fresh
      tabs={[
        {
          value: "asignaciones",
          label: t("assignations"),
          content: <AssignationsTab assignations={assignations} roles={roles} templates={templates} />,
        },
        {
          value: "plantillas",
          label: t("templates"),
          content: <TemplatesTab templates={templates} languages={languages} />,
        },
      ]}
    />
  );
}
