"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { cn, focusRing } from "@/lib/client/cn";

/** Narrower than Tailwind's `sm` breakpoint: a phone. */
const PHONE = "(width < 40rem)";

/**
 * A table's collapsible 'Filtros'. A list that opens with its filters shown (`open`) still opens with
 * them closed on a phone, where they would push the first row a screen or more down.
 */
export function FiltersDisclosure({ open, children }: { open: boolean; children: ReactNode }) {
  const t = useTranslations("common.table");
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (open && details.current && window.matchMedia(PHONE).matches) details.current.open = false;
  }, [open]);
  return (
    <details ref={details} open={open} className="min-w-0 rounded-md border border-gray-200 sm:flex-1">
      <summary className={cn("cursor-pointer rounded-md px-4 py-2 text-sm font-medium text-gray-900", focusRing)}>
        {t("filters")}
      </summary>
      <div className="border-t border-gray-200 p-4">{children}</div>
    </details>
  );
}
