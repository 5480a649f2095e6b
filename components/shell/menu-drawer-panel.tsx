"use client";

import { useTranslations } from "next-intl";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { DialogCloseButton } from "@/components/ui/dialog-panel";
import { ServiceLinks, type MenuItem } from "./service-links";

export type MenuDrawerPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: MenuItem[];
  /** The 'Menú' button, which gets the focus back on close (Radix returns it only to its own Trigger). */
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The drawer itself: Radix traps focus inside, Escape or 'Cerrar' closes it and focus goes back to 'Menú'. */
export function MenuDrawerPanel({ open, onOpenChange, items, trigger }: MenuDrawerPanelProps) {
  const t = useTranslations("shell");
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-gray-950/50 md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-3 overflow-y-auto bg-white p-3 shadow-xl focus:outline-hidden md:hidden"
        >
          <div className="flex items-center justify-between px-3 pt-1">
            <DialogPrimitive.Title className="text-lg font-semibold text-gray-900">{t("menu")}</DialogPrimitive.Title>
            <DialogCloseButton />
          </div>
          <nav aria-label={t("services")}>
            <ServiceLinks items={items} onNavigate={() => onOpenChange(false)} />
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
