"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { useApiForm } from "@/components/ui/use-api-form";
import { rejectRequestBody } from "@/lib/tfg/requests/schemas";
import { failureToast } from "@/lib/client/failure-toast";
import { useTfgAction } from "./use-tfg-action";

import type { ReviewAction } from "./row-actions";

/**
 * Section 4's row actions, the same for area and defense requests, as `rowActions` gives them from the
 * transitions table: the PDF (through the client, so a failure says 'Ha habido un error al descargar
 * el fichero'), 'Cancelar', 'Aceptar', 'Rechazar', 'Editar'. A button asks for its dialog
 * (`onAction`); `children` are the dialogs.
 */
export function ReviewActions({
  actions,
  label,
  pdfHref,
  busy,
  onAction,
  children,
}: {
  actions: readonly ReviewAction[];
  /** The row as buttons name it, e.g. 'solicitud 12'. */
  label: string;
  pdfHref: string;
  busy: boolean;
  onAction: (action: Exclude<ReviewAction, "download">) => void;
  children: ReactNode;
}) {
  const t = useTranslations("tfg");
  const file = useTfgAction();
  const can = (action: ReviewAction) => actions.includes(action);
  return (
    <div className="flex flex-wrap gap-2">
      {can("download") && (
        <Button
          size="sm"
          variant="ghost"
          busy={file.busy}
          onClick={() => file.download(pdfHref)}
          aria-label={t("review.downloadPdf", { label })}
        >
          {t("review.pdf")}
        </Button>
      )}
      {can("cancel") && (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => onAction("cancel")}
          aria-label={t("review.cancelNamed", { label })}
        >
          {t("ui.cancel")}
        </Button>
      )}
      {can("accept") && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => onAction("accept")}
          aria-label={t("review.acceptNamed", { label })}
        >
          {t("ui.accept")}
        </Button>
      )}
      {can("reject") && (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => onAction("reject")}
          aria-label={t("review.rejectNamed", { label })}
        >
          {t("ui.reject")}
        </Button>
      )}
      {can("edit") && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onAction("edit")}
          aria-label={t("review.editNamed", { label })}
        >
          {t("ui.edit")}
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
  const t = useTranslations("tfg");
  const { form, onSubmit, busy } = useApiForm(rejectRequestBody.unwrap(), {
    defaultValues: { reason: "" },
    submit: (body) => reject(body.reason),
    success,
    failure: failureToast(error),
    onDone: onClose,
  });
  return (
    <FormDialog
      title={title}
      description={t("review.rejectReasonHint", { label })}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t("ui.reject")}
      submitVariant="danger"
    >
      <Field label={t("review.reason")}>
        <Textarea {...form.register("reason")} />
      </Field>
    </FormDialog>
  );
}
