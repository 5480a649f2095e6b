"use client";

import { RowActions } from "@/components/shared/row-actions";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Table } from "@/components/ui/table";
import { NOTIFICATION_TYPE_LABELS, type TemplateRow } from "@/lib/notifications/schemas";
import { SendTestButton } from "./send-test-button";
import { TemplateEditor } from "./template-editor";
import { TemplatePreview } from "./template-preview";

/** 'Plantillas': the list, 'Nueva plantilla', and per template Editar, Vista previa and Enviar prueba. */
export function TemplatesTab({ templates }: { templates: TemplateRow[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<TemplateRow | "new" | null>(null);
  const [previewing, setPreviewing] = useState<TemplateRow | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => setEditing("new")}>Nueva plantilla</Button>
      </div>
      <Table
        caption="Plantillas"
        emptyMessage="No hay plantillas"
        rows={templates}
        columns={[
          { key: "reference", header: "Referencia" },
          { key: "title", header: "Título" },
          { key: "type", header: "Tipo", cell: (t) => NOTIFICATION_TYPE_LABELS[t.type] },
          {
            key: "actions",
            header: "Acciones",
            cell: (t) => (
              <div className="flex flex-wrap gap-2">
                <RowActions
                  subject={t.reference}
                  variant="secondary"
                  actions={[
                    { label: "Editar", onClick: () => setEditing(t) },
                    { label: "Vista previa", verb: "Vista previa de", onClick: () => setPreviewing(t) },
                  ]}
                />
                <SendTestButton template={t} />
              </div>
            ),
          },
        ]}
      />
      {editing && (
        <TemplateEditor
          key={editing === "new" ? "new" : editing.id}
          template={editing === "new" ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={() => {
            setEditing(null);
            router.refresh();
          }}
        />
      )}
      <Dialog
        open={previewing !== null}
        onOpenChange={(open) => !open && setPreviewing(null)}
        title={`Vista previa: ${previewing?.title ?? ""}`}
        size="xl"
      >
        {previewing && <TemplatePreview html={previewing.text} title={`Vista previa de ${previewing.reference}`} />}
      </Dialog>
    </div>
  );
}
