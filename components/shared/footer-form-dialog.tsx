"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEventHandler, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, type DialogProps } from "@/components/ui/dialog";

/**
 * A dialog that is one form whose 'Cancelar' and 'Guardar' sit in the dialog's footer, always in view
 * however long the form (the submit button names the form by id).
 */
export function FooterFormDialog({
  open = true,
  onOpenChange,
  title,
  size,
  onSubmit,
  busy,
  children,
}: Pick<DialogProps, "title" | "size"> & {
  open?: boolean;
  /** Closing ('Cancelar', Escape, 'Cerrar') calls it with false. */
  onOpenChange: (open: boolean) => void;
  /** Usually `useApiForm(…).onSubmit`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("common.actions");
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size={size}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t("save")}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Dialog>
  );
}
