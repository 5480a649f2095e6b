"use client";

import { useState, type ReactNode } from "react";
import { Button, type ButtonVariant } from "./button";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

export type ConfirmButtonProps = Omit<ConfirmDialogProps, "open" | "onOpenChange"> & {
  /** The button's text. */
  children: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
};

/** A button that asks with a `ConfirmDialog` (`title`, `description`, `confirmLabel`…) before `onConfirm` runs. */
export function ConfirmButton({ children, variant, disabled, ...dialog }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} disabled={disabled} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ConfirmDialog {...dialog} open={open} onOpenChange={setOpen} />
    </>
  );
}
