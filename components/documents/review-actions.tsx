"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/field";
import { rejectDocumentBody, type DocumentRow } from "@/lib/documents/schemas";
import { apiRequest } from "@/lib/ui/api-request";
import { useApiAction } from "@/components/ui/use-api-action";
import type { z } from "@/lib/validation/z";

/** Approve any document not yet approved; reject a pending one with a required reason. */
export function ReviewActions({ document }: { document: DocumentRow }) {
  const { run, busy } = useApiAction();
  const [rejecting, setRejecting] = useState(false);
  const form = useForm<z.input<typeof rejectDocumentBody>, unknown, z.output<typeof rejectDocumentBody>>({
    resolver: zodResolver(rejectDocumentBody),
    defaultValues: { reason: "" },
  });

  function act(action: "approve" | "reject", json: unknown, success: string) {
    return run(() => apiRequest(`/documents-api/${document.id}/${action}`, { method: "POST", json }), {
      success,
      onDone: () => setRejecting(false),
    });
  }

  const label = `documento ${document.id} (${document.documentFilename})`;
  return (
    <div className="flex gap-2">
      {document.status !== "APPROVED" && (
        <Button size="sm" disabled={busy} onClick={() => act("approve", {}, "Documento aprobado")} aria-label={`Aprobar ${label}`}>
          Aprobar
        </Button>
      )}
      {document.status === "PENDING" && (
        <Button size="sm" variant="danger" disabled={busy} onClick={() => setRejecting(true)} aria-label={`Rechazar ${label}`}>
          Rechazar
        </Button>
      )}
      <Dialog open={rejecting} onOpenChange={setRejecting} title="Rechazar documento" description={`Indica el motivo del rechazo del ${label}.`}>
        <form
          noValidate
          onSubmit={form.handleSubmit((body) => act("reject", { id: document.id, reason: body.reason }, "Documento rechazado"))}
          className="flex flex-col gap-4"
        >
          <Field label="Motivo" required error={form.formState.errors.reason?.message}>
            <Textarea {...form.register("reason")} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setRejecting(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              Rechazar
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
