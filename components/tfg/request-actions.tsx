"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { tfgApi } from "@/lib/tfg/client";
import type { RequestRow } from "@/lib/tfg/requests/schemas";
import { EditRequestDialog } from "./edit-request-dialog";
import { RejectDialog, ReviewActions } from "./review-actions";
import type { ReviewAction } from "./row-actions";
import { useTfgAction } from "./use-tfg-action";

/** An area request's row actions (section 4); confirmations precede accept and cancel. */
export function RequestActions({ request: r, actions }: { request: RequestRow; actions: readonly ReviewAction[] }) {
  const { run, busy } = useTfgAction();
  const [mode, setMode] = useState<Exclude<ReviewAction, "download"> | null>(null);
  const close = () => setMode(null);
  const label = `solicitud de ${r.userName} en el área «${r.areaName}»`;
  const confirming = mode === "accept" || mode === "cancel" ? mode : null;

  return (
    <ReviewActions actions={actions} label={label} pdfHref={tfgApi.pdfPath(r.id)} busy={busy} onAction={setMode}>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && close()}
        title={confirming === "accept" ? "Aceptar solicitud" : "Cancelar solicitud"}
        description={
          confirming === "accept" ? `¿Aceptar la ${label}?` : `¿Cancelar tu solicitud en el área «${r.areaName}»?`
        }
        confirmLabel={confirming === "accept" ? "Aceptar" : "Cancelar solicitud"}
        cancelLabel="Volver"
        destructive={confirming === "cancel"}
        onConfirm={() =>
          confirming === "accept"
            ? run(() => tfgApi.accept(r.id), {
                success: "Solicitud aceptada",
                error: "Ha habido un error al aceptar la solicitud",
              }).then(() => undefined)
            : run(() => tfgApi.cancel(r.id), {
                success: "Solicitud cancelada",
                error: "Ha habido un error al cancelar la solicitud",
              }).then(() => undefined)
        }
      />
      {mode === "reject" && (
        <RejectDialog
          title="Rechazar petición"
          label={label}
          reject={(reason) => tfgApi.reject(r.id, reason)}
          success="Solicitud rechazada"
          error="Ha habido un error al rechazar la solicitud"
          onClose={close}
        />
      )}
      {mode === "edit" && <EditRequestDialog request={r} onClose={close} />}
    </ReviewActions>
  );
}
