"use client";

import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Textarea } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { tfgClient } from "@/lib/tfg/client";
import { acceptDefenseBody, type DefenseRow } from "@/lib/tfg/schemas";
import { DefenseForm } from "./defense-form";
import { useTfgAction } from "./use-tfg-action";

/** student: own defenses; director: read-only; management: accept, reject, edit. */
export type DefenseView = "student" | "director" | "management";

/**
 * Section 4's defense row actions: download when ACCEPTED; cancel for the student when OPEN; edit
 * when OPEN or ACCEPTED and accept (with a place) / reject (optional reason) when OPEN for management.
 */
export function DefenseActions({ defense: d, view }: { defense: DefenseRow; view: DefenseView }) {
  const { run, busy } = useTfgAction();
  const [mode, setMode] = useState<"cancel" | "accept" | "reject" | "edit" | null>(null);
  const [reason, setReason] = useState("");
  const label = `solicitud de defensa ${d.id}`;
  const manage = view === "management";
  const close = () => setMode(null);
  const accept = useApiForm(acceptDefenseBody, {
    defaultValues: { location: d.location ?? "" },
    submit: (body) => tfgClient.acceptDefense(d.requestId, d.id, body.location),
    success: "Solicitud de defensa aceptada",
    onDone: close,
  });

  return (
    <div className="flex flex-wrap gap-2">
      {d.defenseRequestStatus === "ACCEPTED" && (
        <a
          href={tfgClient.defensePdfPath(d.requestId, d.id)}
          download
          className={buttonClasses("ghost", "sm")}
          aria-label={`Descargar PDF de la ${label}`}
        >
          PDF
        </a>
      )}
      {view === "student" && d.defenseRequestStatus === "OPEN" && (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => setMode("cancel")}
          aria-label={`Cancelar ${label}`}
        >
          Cancelar
        </Button>
      )}
      {manage && d.defenseRequestStatus === "OPEN" && (
        <>
          <Button size="sm" onClick={() => setMode("accept")} aria-label={`Aceptar ${label}`}>
            Aceptar
          </Button>
          <Button size="sm" variant="danger" onClick={() => setMode("reject")} aria-label={`Rechazar ${label}`}>
            Rechazar
          </Button>
        </>
      )}
      {manage && (d.defenseRequestStatus === "OPEN" || d.defenseRequestStatus === "ACCEPTED") && (
        <Button size="sm" variant="secondary" onClick={() => setMode("edit")} aria-label={`Editar ${label}`}>
          Editar
        </Button>
      )}
      <ConfirmDialog
        open={mode === "cancel"}
        onOpenChange={(open) => !open && close()}
        title="Cancelar solicitud de defensa"
        description={`¿Cancelar tu ${label}? La franja horaria quedará libre.`}
        confirmLabel="Cancelar solicitud"
        cancelLabel="Volver"
        destructive
        onConfirm={() =>
          run(() => tfgClient.cancelDefense(d.requestId, d.id), {
            success: "Solicitud de defensa cancelada",
            error: "Ha habido un error al cancelar la solicitud de defensa",
          }).then(() => undefined)
        }
      />
      <Dialog
        open={mode === "accept"}
        onOpenChange={(open) => !open && close()}
        title="Aceptar defensa"
        description={`Indica el lugar de la defensa de ${d.userName}.`}
      >
        <form noValidate className="flex flex-col gap-4" onSubmit={accept.onSubmit}>
          <Field label="Lugar" required error={accept.errorOf("location")}>
            <Input {...accept.form.register("location")} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" busy={accept.busy}>
              Aceptar
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={mode === "reject"}
        onOpenChange={(open) => !open && close()}
        title="Rechazar defensa"
        description={`Puedes indicar el motivo del rechazo de la ${label}.`}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            run(() => tfgClient.rejectDefense(d.requestId, d.id, reason.trim() || null), {
              success: "Solicitud de defensa rechazada",
              error: "Ha habido un error al rechazar la solicitud de defensa",
              onDone: close,
            }).catch(() => undefined);
          }}
        >
          <Field label="Motivo">
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              Rechazar
            </Button>
          </div>
        </form>
      </Dialog>
      {mode === "edit" && <DefenseForm defense={d} onClose={close} />}
    </div>
  );
}
