"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useState } from "react";
import { cn, focusRing } from "@/lib/ui/cn";
import { ServiceLinks, type MenuItem } from "./service-links";

/**
 * Below the `md` breakpoint, the side menu lives in a drawer behind the header's 'Menú' button:
 * Radix traps focus inside, Escape or 'Cerrar' closes it and focus goes back to the button.
 */
export function MenuDrawer({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        className={cn(
          "rounded px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/40 hover:bg-white/10 md:hidden",
          focusRing,
        )}
      >
        Menú
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-gray-950/50 md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-3 overflow-y-auto bg-white p-3 shadow-xl focus:outline-hidden md:hidden"
        >
          <div className="flex items-center justify-between px-3 pt-1">
            <DialogPrimitive.Title className="text-lg font-semibold text-gray-900">Menú</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Cerrar"
              className={cn("-m-1 rounded p-1 text-xl leading-none text-gray-500 hover:text-gray-900", focusRing)}
            >
              <span aria-hidden="true">×</span>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Servicios">
            <ServiceLinks items={items} onNavigate={() => setOpen(false)} />
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
