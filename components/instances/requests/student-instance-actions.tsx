"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RowActions } from "@/components/shared/row-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { FilePicker } from "@/components/ui/file-picker";
import type { Role } from "@/db/enums/roles";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { instancesApi } from "@/lib/instances/client";
import { MESSAGES } from "@/lib/instances/messages";
import { instanceName } from "@/lib/instances/constants";
import type { InstanceRow } from "@/lib/instances/requests/schemas";
import { allowedActions } from "@/lib/instances/transitions";
import { useApiAction } from "@/components/ui/use-api-action";

/** The buttons the transitions table allows the student on their request: upload or replace their file, cancel. */
export function StudentInstanceActions({ row, role, maxBytes }: { row: InstanceRow; role: Role; maxBytes: number }) {
  const { run, busy } = useApiAction();
  const [uploading, setUploading] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const label = row.studentFileName ? "Reemplazar fichero" : "Subir fichero";
  return (
    <>
      <RowActions
        subject={instanceName(row)}
        allowed={allowedActions(row.status, role)}
        actions={[
          {
            label,
            verb: `${label} de`,
            variant: "secondary",
            onClick: () => setUploading(true),
            action: "STUDENT_FILE",
          },
          { label: "Cancelar", variant: "danger", onClick: () => setCancelling(true), action: "CANCEL" },
        ]}
      />
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
