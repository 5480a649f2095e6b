"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { openLazily } from "@/components/ui/open-lazily";
import { cn, focusRing } from "@/lib/client/cn";
import type { MenuItem } from "./service-links";

// The dialog library is fetched on the first 'Menú', so that no page ships it for a drawer that
// laptops never open.
const Panel = openLazily(() => import("./menu-drawer-panel").then((m) => m.MenuDrawerPanel));

/** Below the `md` breakpoint, the side menu lives in a drawer behind the header's 'Menú' button. */
export function MenuDrawer({ items }: { items: MenuItem[] }) {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={cn(
          "rounded px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/40 hover:bg-white/10 md:hidden",
          focusRing,
        )}
      >
        {t("menu")}
      </button>
      <Panel open={open} onOpenChange={setOpen} items={items} trigger={button} />
    </>
  );
}
