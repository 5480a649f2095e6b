"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { PAGE_SIZES, type SortDirection } from "@/lib/list/table-constants";
import { cn, focusRing } from "@/lib/client/cn";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

/** A sortable column header: first click sorts ascending, the next ones flip the direction. */
export function SortButton({
  columnKey,
  label,
  direction,
}: {
  columnKey: string;
  label: string;
  /** The current direction when the table is sorted by this column. */
  direction?: SortDirection;
}) {
  const { update } = useSearchParamsUpdate();
  const next = direction === "asc" ? "desc" : "asc";
  const arrow = direction === "asc" ? "▲" : direction === "desc" ? "▼" : "↕";
  return (
    <button
      type="button"
      onClick={() => update({ sort: columnKey, direction: next, page: null })}
      className={cn("-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold hover:text-blue-800", focusRing)}
    >
      {label}
      <span aria-hidden="true" className={cn("text-xs", !direction && "text-gray-400")}>
        {arrow}
      </span>
    </button>
  );
}

/**
 * 'Anterior' / 'Siguiente', 'Página X de Y' and 'Filas por página'; page is 0-based. A `capped`
 * total (the list stopped counting) reads '1.000+ resultados' and 'Página X'.
 */
export function Pagination({
  page,
  size,
  total,
  capped = false,
}: {
  page: number;
  size: number;
  total: number;
  capped?: boolean;
}) {
  const t = useTranslations("common.table");
  const { update, pending } = useSearchParamsUpdate();
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / size));
  // Page 0 is the default, so it is left out of the URL; a page past the end steps back into range.
  const goTo = (target: number) => update({ page: target > 0 ? target : null });
  // A size typed into the URL (the schema allows 1–100) is offered too, so the select shows it.
  const sizes = [...new Set<number>([...PAGE_SIZES, size])].sort((a, b) => a - b);

  return (
    <nav
      aria-label={t("pagination")}
      aria-busy={pending || undefined}
      className={cn(
        "flex flex-wrap items-center justify-between gap-4 text-sm text-gray-700 print:hidden",
        pending && "opacity-70",
      )}
    >
      <p>{capped ? t("resultsCapped", { count: total - 1 }) : t("results", { count: total })}</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>{t("rowsPerPage")}</label>
          <Select
            id={sizeId}
            value={size}
            onChange={(e) => update({ size: e.target.value, page: null })}
            className="w-20"
          >
            {sizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </div>
        <p aria-live="polite">
          {capped ? t("page", { page: page + 1 }) : t("pageOf", { page: page + 1, pages: pageCount })}
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 0}
            onClick={() => goTo(Math.min(page, pageCount) - 1)}
          >
            {t("previous")}
          </Button>
          <Button variant="secondary" size="sm" disabled={page >= pageCount - 1} onClick={() => goTo(page + 1)}>
            {t("next")}
          </Button>
        </div>
      </div>
    </nav>
  );
}

/** 'Imprimir': the browser's print dialog; the kit hides its controls in print. */
export function PrintButton() {
  const t = useTranslations("common.table");
  return (
    <Button variant="secondary" size="sm" onClick={() => window.print()}>
      {t("print")}
    </Button>
  );
}
