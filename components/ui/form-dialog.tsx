"use client";

import { useTranslations } from "next-intl";
import type { FormEventHandler, ReactNode } from "react";
import type { ButtonVariant } from "./button";
import { FormActions } from "./form-actions";
import { Dialog, type DialogProps } from "./dialog";

export type FormDialogProps = Pick<DialogProps, "title" | "description" | "size"> & {
  /** Closes the dialog ('Cancelar', Escape, 'Cerrar'); render the dialog only while it is open. */
  onClose: () => void;
  /** Usually `useApiForm(…).onSubmit`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy?: boolean;
  submitLabel?: string;
  submitVariant?: ButtonVariant;
  children: ReactNode;
};

/** A dialog that is one form: its fields, then 'Cancelar' and the submit button ('Guardar' unless named). */
export function FormDialog({
  title,
  description,
  size,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  submitVariant,
  children,
}: FormDialogProps) {
  const t = useTranslations("common.actions");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description} size={size}>
      <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
        {children}
        <FormActions onCancel={onClose} variant={submitVariant} busy={busy}>
          {submitLabel ?? t("save")}
        </FormActions>
      </form>
    </Dialog>
  );
}
