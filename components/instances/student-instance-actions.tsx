"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { FilePicker } from "@/components/ui/file-picker";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { instancesApi } from "@/lib/instances/client";
import { MESSAGES, type InstanceRow } from "@/lib/instances/schemas";
import { useApiAction } from "@/components/ui/use-api-action";

/** The student's own file, uploaded or replaced while the request is neither closed nor cancelled; cancel an OPEN one. */
export function StudentInstanceActions({ row, maxBytes }: { row: InstanceRow; maxBytes: number }) {
  const { run, busy } = useApiAction();
  const [uploading, setUploading] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const editable = row.status !== "CLOSED" && row.status !== "CANCELED";
  const label = row.studentFileName ? "Reemplazar fichero" : "Subir fichero";
  return (
    <>
      {editable && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setUploading(true)}
          aria-label={`${label} de la solicitud ${row.id}`}
        >
          {label}
        </Button>
      )}
      {row.status === "OPEN" && (
        <Button
          size="sm"
          variant="danger"
          onClick={() => setCancelling(true)}
          aria-label={`Cancelar la solicitud ${row.id}`}
        >
          Cancelar
        </Button>
      )}
      <Dialog open={uploading} onOpenChange={setUploading} title={label}>
        <div className="flex flex-col gap-4">
          <FilePicker label="Fichero" required accept={ACCEPT_ATTRIBUTE} maxBytes={maxBytes} onChange={setFile} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setUploading(false)}>
              Cancelar
            </Button>
            <Button
              disabled={!file}
              busy={busy}
              onClick={() =>
                run(() => instancesApi.uploadStudentFile(row.id, file!), {
                  success: MESSAGES.fileUploaded,
                  onDone: () => setUploading(false),
                })
              }
            >
              Subir
            </Button>
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancelar solicitud"
        description={`¿Seguro que quieres cancelar la solicitud «${row.templateName}»? No se podrá deshacer.`}
        confirmLabel="Cancelar solicitud"
        cancelLabel="Volver"
        destructive
        onConfirm={() =>
          run(() => instancesApi.cancel(row.id), { success: "La solicitud se ha cancelado", rethrow: true }).then(
            () => undefined,
          )
        }
      />
    </>
  );
}
