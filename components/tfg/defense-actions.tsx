"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Input } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { useApiForm } from "@/components/ui/use-api-form";
import { tfgApi } from "@/lib/tfg/client";
import { acceptDefenseBody, type DefenseRow } from "@/lib/tfg/defenses/schemas";
import { DefenseForm } from "./defense-form";
import { RejectDialog, ReviewActions } from "./review-actions";
import type { ReviewAction } from "./row-actions";
import { failureToast } from "@/lib/client/failure-toast";
import { useTfgAction } from "./use-tfg-action";

/** A defense request's row actions (section 4): accepting asks for the place, rejecting for an optional reason. */
export function DefenseActions({ defense: d, actions }: { defense: DefenseRow; actions: readonly ReviewAction[] }) {
  const { run, busy } = useTfgAction();
  const [mode, setMode] = useState<Exclude<ReviewAction, "download"> | null>(null);
  const label = `solicitud de defensa de ${d.userName}`;
  const close = () => setMode(null);

  return (
    <ReviewActions
      actions={actions}
      label={label}
      pdfHref={tfgApi.defensePdfPath(d.requestId, d.id)}
      busy={busy}
      onAction={setMode}
    >
      <ConfirmDialog
        open={mode === "cancel"}
        onOpenChange={(open) => !open && close()}
        title="Cancelar solicitud de defensa"
        description="¿Cancelar tu solicitud de defensa? La franja horaria quedará libre."
        confirmLabel="Cancelar solicitud"
        cancelLabel="Volver"
        destructive
        onConfirm={() =>
          run(() => tfgApi.cancelDefense(d.requestId, d.id), {
            success: "Solicitud de defensa cancelada",
            error: "Ha habido un error al cancelar la solicitud",
          }).then(() => undefined)
        }
      />
      {mode === "accept" && <AcceptDefenseDialog defense={d} onClose={close} />}
      {mode === "reject" && (
        <RejectDialog
          title="Rechazar defensa"
          label={label}
          reject={(reason) => tfgApi.rejectDefense(d.requestId, d.id, reason)}
          success="Solicitud de defensa rechazada"
          error="Ha habido un error al rechazar la solicitud"
          onClose={close}
        />
      )}
      {mode === "edit" && <DefenseForm defense={d} onClose={close} />}
    </ReviewActions>
  );
}

/** 'Aceptar defensa': the place is required ('Debes introducir un lugar para la defensa'). */
function AcceptDefenseDialog({ defense: d, onClose }: { defense: DefenseRow; onClose: () => void }) {
  const accept = useApiForm(acceptDefenseBody, {
    defaultValues: { location: d.location ?? "" },
    submit: (body) => tfgApi.acceptDefense(d.requestId, d.id, body.location),
    success: "Solicitud de defensa aceptada",
    failure: failureToast("Ha habido un error al aceptar la solicitud"),
    onDone: onClose,
  });
  return (
    <FormDialog
      title="Aceptar defensa"
      description={`Indica el lugar de la defensa de ${d.userName}.`}
      onClose={onClose}
      onSubmit={accept.onSubmit}
      busy={accept.busy}
      submitLabel="Aceptar"
    >
      <Field label="Lugar" required error={accept.errorOf("location")}>
        <Input {...accept.form.register("location")} />
      </Field>
    </FormDialog>
  );
}
