"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table } from "@/components/ui/table";
import { tfgApi } from "@/lib/tfg/client";
import type { CourtRow } from "@/lib/tfg/courts/schemas";
import type { NamedRef } from "@/lib/tfg/schemas";
import { CourtDialog } from "./court-dialog";
import { useTfgAction } from "./use-tfg-action";

const HAS_DEFENSES = "No se ha podido eliminar el tribunal porque tiene asignado defensas.";

/**
 * 'Gestión de tribunales': the year's courts, the court form and its time-slot table, the CSV export
 * (through the client, so a failure is said). A court with defenses is kept, and the confirmation
 * stays open with section 8's text.
 */
export function CourtsManager({
  courts,
  degrees,
  directors,
  academicYearId,
  maxBytes,
}: {
  courts: CourtRow[];
  degrees: NamedRef[];
  directors: NamedRef[];
  academicYearId: number;
  /** The largest upload (UPLOAD_MAX_BYTES), for the time slots' CSV. */
  maxBytes: number;
}) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<CourtRow | null>(null);
  const { run, download, busy } = useTfgAction();
  const current = typeof editing === "number" ? courts.find((c) => c.id === editing) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end gap-2">
        <Button variant="secondary" busy={busy} onClick={() => download(tfgApi.courtsCsvPath(academicYearId))}>
          Exportar CSV
        </Button>
        <Button onClick={() => setEditing("new")}>Nuevo tribunal</Button>
      </div>
      <Table
        caption="Tribunales de defensa"
        rows={courts}
        emptyMessage="No hay tribunales en este curso académico"
        columns={[
          { key: "name", header: "Nombre" },
          { key: "chairmanName", header: "Presidente" },
          { key: "secretaryName", header: "Secretario" },
          { key: "vocalName", header: "Vocal", cell: (c) => c.vocalName ?? "—" },
          { key: "timeSpans", header: "Franjas", cell: (c) => c.timeSpans.length },
          {
            key: "actions",
            header: "Acciones",
            cell: (c) => (
              <span className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing(c.id)} aria-label={`Editar ${c.name}`}>
                  Editar
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeleting(c)} aria-label={`Eliminar ${c.name}`}>
                  Eliminar
                </Button>
              </span>
            ),
          },
        ]}
      />
      {editing !== null && (
        <CourtDialog
          key={String(editing)}
          court={current}
          degrees={degrees}
          directors={directors}
          academicYearId={academicYearId}
          maxBytes={maxBytes}
          onSaved={(c) => setEditing(c.id)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar tribunal"
        description={`¿Eliminar el tribunal ${deleting?.name ?? ""}?`}
        confirmLabel="Eliminar"
        cancelLabel="Volver"
        destructive
        onConfirm={() =>
          run(() => tfgApi.deleteCourt(deleting!.id), {
            success: "El tribunal se ha eliminado correctamente",
            error: "Ha habido un error al eliminar el tribunal",
            byStatus: { 409: HAS_DEFENSES },
          }).then(() => undefined)
        }
      />
    </div>
  );
}
