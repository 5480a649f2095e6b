"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { RowButton } from "@/components/ui/row-button";
import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { InstanceCreateBody } from "@/lib/instances/requests/schemas";
import type { TemplateRow } from "@/lib/instances/templates/schemas";
import { useShowNewRow } from "@/lib/client/use-show-new-row";
import { RequestDialog } from "./request-dialog";

/** The open templates (Nombre, Fecha de inicio, Fecha de fin, Convocatoria); each row's 'Solicitar' opens the request dialog. */
export function AvailableTemplates({
  templates,
  caption,
  owner,
  maxBytes,
  onCreated,
  listTab,
}: {
  templates: TemplateRow[];
  caption: string;
  owner?: Omit<InstanceCreateBody, "templateId" | "userText">;
  maxBytes: number;
  /** After a request's receipt; by default the tab `listTab` opens with the new row highlighted. */
  onCreated?: (id: number) => void;
  listTab?: string;
}) {
  const t = useTranslations("instances");
  const [chosen, setChosen] = useState<TemplateRow | null>(null);
  const showNewRow = useShowNewRow();
  return (
    <>
      <Table
        caption={caption}
        captionVisible
        emptyMessage={t("available.empty")}
        rows={templates}
        columns={[
          { key: "name", header: t("columns.name") },
          {
            key: "start",
            header: t("columns.start"),
            cell: (template, locale) => formatDateTime(template.start, locale),
          },
          { key: "end", header: t("columns.end"), cell: (template, locale) => formatDateTime(template.end, locale) },
          { key: "termName", header: t("columns.term") },
          {
            key: "actions",
            header: t("columns.actions"),
            cell: (template) => (
              <RowButton
                size="sm"
                onClick={() => setChosen(template)}
                aria-label={t("available.requestOf", { name: template.name })}
              >
                {t("available.request")}
              </RowButton>
            ),
          },
        ]}
      />
      <RequestDialog
        template={chosen}
        owner={owner}
        maxBytes={maxBytes}
        onClose={() => setChosen(null)}
        onCreated={onCreated ?? ((id) => showNewRow(id, { tab: listTab }))}
      />
    </>
  );
}
