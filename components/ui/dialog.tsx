"use client";

import type { ReactNode } from "react";
import { openLazily } from "./open-lazily";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom right, typically a 'Cancelar' and a primary button. */
  footer?: ReactNode;
  /** Panel width: `md` (28rem), `lg` (32rem, default), `xl` (48rem, for forms and tables) or `full` (the whole screen). */
  size?: "md" | "lg" | "xl" | "full";
  /**
   * Where focus goes when the dialog closes, instead of back to the button that opened it (which an
   * action of the dialog may have removed); null or undefined keeps the default.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/**
 * A controlled modal dialog: focus is trapped and returned, Escape and the 'Cerrar' button close it.
 * Its code loads when it first opens.
 */
export const Dialog = openLazily<DialogProps>(() => import("./dialog-panel").then((m) => m.DialogPanel));
