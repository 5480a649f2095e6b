"use client";

import type { ReactNode } from "react";
import { openLazily } from "./open-lazily";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The confirm button's text; 'Confirmar' unless named. */
  confirmLabel?: string;
  /** The cancel button's text; 'Cancelar' unless named. */
  cancelLabel?: string;
  /** Red confirm button, for deleting or other actions that cannot be undone. */
  destructive?: boolean;
  /**
   * Runs on confirm while the button shows a busy state; the dialog closes when it resolves.
   * If it throws, the dialog stays open: report the error yourself (e.g. with a toast).
   */
  onConfirm: () => Promise<void> | void;
};

/**
 * A controlled confirmation (alert dialog): focus starts on 'Cancelar' and it cannot close while busy.
 * Its code loads when it first opens.
 */
export const ConfirmDialog = openLazily<ConfirmDialogProps>(() =>
  import("./confirm-dialog-panel").then((m) => m.ConfirmDialogPanel),
);
