"use client";

import { RowActions } from "@/components/shared/row-actions";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import { instancesApi } from "@/lib/instances/client";
import { MESSAGES } from "@/lib/instances/messages";
import type { TemplateRow, TermOption } from "@/lib/instances/templates/schemas";
import type { InstanceTypeRow } from "@/lib/instances/types/schemas";
import { useApiAction } from "@/components/ui/use-api-action";
import { TemplateForm } from "./template-form";
import { TemplatesCsvUpload } from "./templates-csv-upload";

/**
 * The templates list (secretary and admin): Nombre, Fecha de inicio, Fecha de fin, Convocatoria and
 * actions, 'Crear nueva instancia'; the admin's (non-secretary) view adds the CSV upload.
 */
export function TemplatesManager({
  templates,
  types,
  terms,
  csvUpload,
}: {
  templates: TemplateRow[];
  types: InstanceTypeRow[];
  terms: TermOption[];
  csvUpload: boolean;
}) {
  const { run } = useApiAction();
  const [editing, setEditing] = useState<TemplateRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing("new")}>Crear nueva instancia</Button>
      </div>
      <Table
        caption="Plantillas de instancias"
        emptyMessage="No hay plantillas"
        rows={templates}
        columns={[
          { key: "name", header: "Nombre" },
          { key: "start", header: "Fecha de inicio", cell: (t) => formatDateTime(t.start) },
          { key: "end", header: "Fecha de fin", cell: (t) => formatDateTime(t.end) },
          { key: "termName", header: "Convocatoria" },
          { key: "active", header: "Activa", cell: (t) => (t.active ? "Sí" : "No") },
          {
            key: "actions",
            header: "Acciones",
            cell: (t) => (
              <span className="flex gap-2">
                <RowActions
                  subject={t.name}
                  actions={[
                    { label: "Editar", variant: "secondary", onClick: () => setEditing(t) },
                    { label: "Eliminar", variant: "danger", onClick: () => setDeleting(t) },
                  ]}
                />
              </span>
            ),
          },
        ]}
      />
      {csvUpload && <TemplatesCsvUpload types={types} />}
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === "new" ? "Crear instancia" : "Editar instancia"}
        size="xl"
      >
        {editing !== null && (
          <TemplateForm
            template={editing === "new" ? null : editing}
            types={types}
            terms={terms}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Eliminar plantilla"
        description={`¿Seguro que quieres eliminar la plantilla «${deleting?.name ?? ""}»?`}
        confirmLabel="Eliminar"
        destructive
        onConfirm={() =>
          run(() => instancesApi.deleteTemplate(deleting!.id), {
            success: MESSAGES.templateDeleted,
            rethrow: true,
          }).then(() => undefined)
        }
      />
    </div>
  );
}
