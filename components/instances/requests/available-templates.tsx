"use client";

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
  const [chosen, setChosen] = useState<TemplateRow | null>(null);
  const showNewRow = useShowNewRow();
  return (
    <>
      <Table
        caption={caption}
        captionVisible
        emptyMessage="No hay instancias abiertas en este momento"
        rows={templates}
        columns={[
          { key: "name", header: "Nombre" },
          { key: "start", header: "Fecha de inicio", cell: (t) => formatDateTime(t.start) },
          { key: "end", header: "Fecha de fin", cell: (t) => formatDateTime(t.end) },
          { key: "termName", header: "Convocatoria" },
          {
            key: "actions",
            header: "Acciones",
            cell: (t) => (
              <RowButton size="sm" onClick={() => setChosen(t)} aria-label={`Solicitar ${t.name}`}>
                Solicitar
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
