"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { useApiForm } from "@/components/ui/use-api-form";
import type { RequestStatus } from "@/lib/tfg/constants";
import { rejectRequestBody } from "@/lib/tfg/schemas";
import { tfgFailure } from "./tfg-failure";
import { useTfgAction } from "./use-tfg-action";

/** student: own requests; director: read-only; management: accept, reject, edit. */
export type ReviewView = "student" | "director" | "management";
export type ReviewAction = "accept" | "reject" | "cancel" | "edit";

/**
 * Section 4's row actions, the same for area and defense requests: the PDF when ACCEPTED (through
 * the client, so a failure says 'Ha habido un error al descargar el fichero'); 'Cancelar'
 * in the student view when OPEN; 'Aceptar' and 'Rechazar' when OPEN and 'Editar' when OPEN or
 * ACCEPTED in the management view. A button asks for its dialog (`onAction`); `children` are the dialogs.
 */
export function ReviewActions({
  status,
  view,
  label,
  pdfHref,
  busy,
  onAction,
  children,
}: {
  status: RequestStatus;
  view: ReviewView;
  /** The row as buttons name it, e.g. 'solicitud 12'. */
  label: string;
  pdfHref: string;
  busy: boolean;
  onAction: (action: ReviewAction) => void;
  children: ReactNode;
}) {
  const manage = view === "management";
  const file = useTfgAction();
  return (
    <div className="flex flex-wrap gap-2">
      {status === "ACCEPTED" && (
        <Button
          size="sm"
          variant="ghost"
          busy={file.busy}
          onClick={() => file.download(pdfHref)}
          aria-label={`Descargar PDF de la ${label}`}
        >
          PDF
        </Button>
      )}
      {view === "student" && status === "OPEN" && (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => onAction("cancel")}
          aria-label={`Cancelar ${label}`}
        >
          Cancelar
        </Button>
      )}
      {manage && status === "OPEN" && (
        <>
          <Button size="sm" disabled={busy} onClick={() => onAction("accept")} aria-label={`Aceptar ${label}`}>
            Aceptar
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => onAction("reject")}
            aria-label={`Rechazar ${label}`}
          >
            Rechazar
          </Button>
        </>
      )}
      {manage && (status === "OPEN" || status === "ACCEPTED") && (
        <Button size="sm" variant="secondary" onClick={() => onAction("edit")} aria-label={`Editar ${label}`}>
          Editar
        </Button>
      )}
      {children}
    </div>
  );
}

/** A reject dialog with an optional reason, on the handlers' own body schema. */
export function RejectDialog({
  title,
  label,
  reject,
  success,
  error,
  onClose,
}: {
  title: string;
  label: string;
  reject: (reason: string | null) => Promise<unknown>;
  success: string;
  error: string;
  onClose: () => void;
}) {
  const { form, onSubmit, busy } = useApiForm(rejectRequestBody.unwrap(), {
    defaultValues: { reason: "" },
    submit: (body) => reject(body.reason),
    success,
    failure: tfgFailure(error),
    onDone: onClose,
  });
  return (
    <FormDialog
      title={title}
      description={`Puedes indicar el motivo del rechazo de la ${label}.`}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel="Rechazar"
      submitVariant="danger"
    >
      <Field label="Motivo">
        <Textarea {...form.register("reason")} />
      </Field>
    </FormDialog>
  );
}
