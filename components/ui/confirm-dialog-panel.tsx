"use client";

import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/client/cn";
import type { ConfirmDialogProps } from "./confirm-dialog";
import { overlayClasses, panelClasses } from "./dialog-panel";
import { DialogToasts } from "./toast";

/** The Radix alert dialog behind `ConfirmDialog`, loaded the first time a confirmation opens. */
export function ConfirmDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useTranslations("common.actions");
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  }

  // While onConfirm runs, Escape and 'Cancelar' must not close the dialog under it.
  const guardedOpenChange = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={guardedOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content className={cn(panelClasses, "max-w-md")} aria-busy={busy || undefined}>
          <AlertDialogPrimitive.Title className="text-lg font-semibold text-gray-900">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-gray-600">
            {description}
          </AlertDialogPrimitive.Description>
          <DialogToasts />
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <AlertDialogPrimitive.Cancel className={buttonClasses("secondary")} disabled={busy}>
              {cancelLabel ?? t("cancel")}
            </AlertDialogPrimitive.Cancel>
            {/* Not an AlertDialog.Action: that would close the dialog before onConfirm finishes. */}
            <Button variant={destructive ? "danger" : "primary"} busy={busy} onClick={confirm}>
              {confirmLabel ?? t("confirm")}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
