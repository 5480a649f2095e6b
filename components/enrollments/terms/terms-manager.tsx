"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RowActions } from "@/components/shared/row-actions";
import { Badge } from "@/components/ui/status-badge";
import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import { TERM_TYPE_LABELS } from "@/lib/enrollments/labels";
import type { EnrollmentTermRow } from "@/lib/enrollments/terms/schemas";
import { TermDialog } from "./term-dialog";

/** 'Convocatorias' of the secretariat: the table and the create/edit dialog. */
export function TermsManager({ terms }: { terms: EnrollmentTermRow[] }) {
  const [editing, setEditing] = useState<EnrollmentTermRow | null>(null);
  const [open, setOpen] = useState(false);
  const openWith = (term: EnrollmentTermRow | null) => {
    setEditing(term);
    setOpen(true);
  };
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => openWith(null)}>Crear nueva convocatoria</Button>
      </div>
      <Table
        caption="Convocatorias"
        captionVisible
        emptyMessage="No hay convocatorias"
        rows={terms}
        columns={[
          { key: "type", header: "Tipo de convocatoria", cell: (t) => TERM_TYPE_LABELS[t.type] },
          { key: "name", header: "Nombre de la convocatoria" },
          {
            key: "active",
            header: "Estado",
            cell: (t) => (t.active ? <Badge tone="green">Activada</Badge> : <Badge tone="gray">Desactivada</Badge>),
          },
          { key: "startDate", header: "Fecha inicio", cell: (t) => formatDateTime(t.startDate) },
          { key: "endDate", header: "Fecha fin", cell: (t) => formatDateTime(t.endDate) },
          {
            key: "edit",
            header: "Editar",
            cell: (t) => (
              <RowActions
                subject={`la convocatoria ${t.name}`}
                actions={[{ label: "Editar", variant: "ghost", onClick: () => openWith(t) }]}
              />
            ),
          },
        ]}
      />
      <TermDialog key={editing ? JSON.stringify(editing) : "new"} term={editing} open={open} onOpenChange={setOpen} />
    </div>
  );
}
