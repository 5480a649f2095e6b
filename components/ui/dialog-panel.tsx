"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { cn, focusRing } from "@/lib/client/cn";
import type { DialogProps } from "./dialog";
import { DialogToasts } from "./toast";

const widths = { md: "max-w-md", lg: "max-w-lg", xl: "max-w-3xl", full: "max-w-none h-[calc(100dvh-2rem)]" } as const;

/** Overlay shared with `ConfirmDialog`. */
export const overlayClasses = "fixed inset-0 z-50 bg-gray-950/50";
/** Centred panel shared with `ConfirmDialog`, without its width. */
export const panelClasses = cn(
  "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)]",
  "-translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-hidden",
);

/** The '×' button named 'Cerrar' in a Radix dialog's header (also the menu drawer's). */
export function DialogCloseButton() {
  const t = useTranslations("common.actions");
  return (
    <DialogPrimitive.Close
      aria-label={t("close")}
      className={cn("-m-1 rounded p-1 text-xl leading-none text-gray-500 hover:text-gray-900", focusRing)}
    >
      <span aria-hidden="true">×</span>
    </DialogPrimitive.Close>
  );
}

/** The Radix dialog behind `Dialog`, loaded the first time a dialog opens. */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "lg",
  returnFocusTo,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          className={cn(panelClasses, widths[size])}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          // Radix warns when there is no description unless told so explicitly.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="text-lg font-semibold text-gray-900">{title}</DialogPrimitive.Title>
            <DialogCloseButton />
          </div>
          {description && (
            <DialogPrimitive.Description className="text-sm text-gray-600">{description}</DialogPrimitive.Description>
          )}
          <DialogToasts />
          {children && <div className="text-sm text-gray-900">{children}</div>}
          {footer && <div className="flex flex-wrap justify-end gap-2 pt-2">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
