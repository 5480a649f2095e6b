"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { useApiForm } from "@/components/ui/use-api-form";
import { documentsApi } from "@/lib/documents/client";
import { rejectDocumentBody, type DocumentRow } from "@/lib/documents/schemas";

/** Approve any document not yet approved; reject a pending one with a required reason. */
export function ReviewActions({ document }: { document: DocumentRow }) {
  const { run, busy } = useApiAction();
  const [rejecting, setRejecting] = useState(false);
  const reject = useApiForm(rejectDocumentBody, {
    defaultValues: { reason: "" },
    submit: (body) => documentsApi.reject(document.id, body),
    success: "Documento rechazado",
    onDone: () => setRejecting(false),
  });
  const approve = () =>
    run(() => documentsApi.approve(document.id), { success: "Documento aprobado", onDone: () => setRejecting(false) });

  const label = `documento ${document.id} (${document.documentFilename})`;
  return (
    <div className="flex gap-2">
      {document.status !== "APPROVED" && (
        <Button size="sm" disabled={busy} onClick={approve} aria-label={`Aprobar ${label}`}>
          Aprobar
        </Button>
      )}
      {document.status === "PENDING" && (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => setRejecting(true)}
          aria-label={`Rechazar ${label}`}
        >
          Rechazar
        </Button>
      )}
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="Rechazar documento"
        description={`Indica el motivo del rechazo del ${label}.`}
      >
        <form noValidate onSubmit={reject.onSubmit} className="flex flex-col gap-4">
          <Field label="Motivo" required error={reject.errorOf("reason")}>
            <Textarea {...reject.form.register("reason")} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setRejecting(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="danger" disabled={busy || reject.busy}>
              Rechazar
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
