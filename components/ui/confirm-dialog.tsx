"use client";

import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { useState, type ReactNode } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { overlayClasses, panelClasses } from "@/components/ui/dialog";
import { cn } from "@/lib/ui/cn";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deleting or other actions that cannot be undone. */
  destructive?: boolean;
  /**
   * Runs on confirm while the button shows a busy state; the dialog closes when it resolves.
   * If it throws, the dialog stays open: report the error yourself (e.g. with a toast).
   */
  onConfirm: () => Promise<void> | void;
};

/** A controlled confirmation (alert dialog): focus starts on 'Cancelar' and it cannot close while busy. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = "Confirmar",
  cancelLabel = "Cancelar",
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
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
          <AlertDialogPrimitive.Title className="text-lg font-semibold text-gray-900">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-gray-600">{description}</AlertDialogPrimitive.Description>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <AlertDialogPrimitive.Cancel className={buttonClasses("secondary")} disabled={busy}>
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            {/* Not an AlertDialog.Action: that would close the dialog before onConfirm finishes. */}
            <Button variant={destructive ? "danger" : "primary"} busy={busy} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
