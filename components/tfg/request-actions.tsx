"use client";

import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/field";
import { tfgClient } from "@/lib/tfg/client";
import type { RequestRow } from "@/lib/tfg/schemas";
import { EditRequestDialog } from "./edit-request-dialog";
import { useTfgAction } from "./use-tfg-action";

/** student: own requests; director: read-only; management: accept, reject, edit. */
export type RequestView = "student" | "director" | "management";

type Pending = "accept" | "cancel" | null;

/**
 * Section 4's row actions: PDF when ACCEPTED; cancel when OPEN in the student view; edit when OPEN
 * or ACCEPTED and accept/reject when OPEN in the management view. Confirmations precede accept and cancel.
 */
export function RequestActions({ request: r, view }: { request: RequestRow; view: RequestView }) {
  const { run, busy } = useTfgAction();
  const [confirm, setConfirm] = useState<Pending>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [editing, setEditing] = useState(false);
  const label = `solicitud ${r.id}`;
  const manage = view === "management";

  return (
    <div className="flex flex-wrap gap-2">
      {r.status === "ACCEPTED" && (
        <a
          href={tfgClient.pdfPath(r.id)}
          download
          className={buttonClasses("ghost", "sm")}
          aria-label={`Descargar PDF de la ${label}`}
        >
          PDF
        </a>
      )}
      {view === "student" && r.status === "OPEN" && (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => setConfirm("cancel")}
          aria-label={`Cancelar ${label}`}
        >
          Cancelar
        </Button>
      )}
      {manage && r.status === "OPEN" && (
        <>
          <Button size="sm" disabled={busy} onClick={() => setConfirm("accept")} aria-label={`Aceptar ${label}`}>
            Aceptar
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => setRejecting(true)}
            aria-label={`Rechazar ${label}`}
          >
            Rechazar
          </Button>
        </>
      )}
      {manage && (r.status === "OPEN" || r.status === "ACCEPTED") && (
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Editar ${label}`}>
          Editar
        </Button>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === "accept" ? "Aceptar solicitud" : "Cancelar solicitud"}
        description={confirm === "accept" ? `¿Aceptar la ${label} de ${r.userName}?` : `¿Cancelar tu ${label}?`}
        confirmLabel={confirm === "accept" ? "Aceptar" : "Cancelar solicitud"}
        cancelLabel="Volver"
        destructive={confirm === "cancel"}
        onConfirm={() =>
          confirm === "accept"
            ? run(() => tfgClient.accept(r.id), {
                success: "Solicitud aceptada",
                error: "Ha habido un error al aceptar la solicitud",
              }).then(() => undefined)
            : run(() => tfgClient.cancel(r.id), {
                success: "Solicitud cancelada",
                error: "Ha habido un error al cancelar la solicitud",
              }).then(() => undefined)
        }
      />
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="Rechazar petición"
        description={`Puedes indicar el motivo del rechazo de la ${label}.`}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            run(() => tfgClient.reject(r.id, reason.trim() || null), {
              success: "Solicitud rechazada",
              error: "Ha habido un error al rechazar la solicitud",
              onDone: () => setRejecting(false),
            }).catch(() => undefined);
          }}
        >
          <Field label="Motivo">
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} />
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
      {editing && <EditRequestDialog request={r} onClose={() => setEditing(false)} />}
    </div>
  );
}
