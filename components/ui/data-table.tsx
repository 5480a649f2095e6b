import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Pagination, PrintButton } from "@/components/ui/data-table-controls";
import { FiltersDisclosure } from "@/components/ui/filters-disclosure";
import { Table, type TableProps } from "@/components/ui/table";
import type { TableQuery } from "@/lib/list/table-constants";

export type { DataTableColumn } from "@/components/ui/table";

export type DataTableProps<Row> = Omit<TableProps<Row>, "sort" | "direction"> & {
  total: number;
  /** The list's `totalElementsCapped`: the total is a lower bound ('1.000+'). */
  totalCapped?: boolean;
  /** The parsed URL state (`tableQuerySchema`): 0-based page, size, and the sort actually applied. */
  query: TableQuery;
  /** A filter panel, shown in a collapsible 'Filtros' section. */
  filters?: ReactNode;
  /** Whether the filters start shown (never on a phone: components/ui/filters-disclosure.tsx). */
  filtersOpen?: boolean;
  /** Target of the 'Exportar CSV' link; include the current filters in it. */
  csvHref?: string;
};

/**
 * A server-paged table whose page, size and sort live in the URL: its controls call
 * `router.replace`, keeping the other params and going back to page 0 on a size or sort change;
 * the page parses them with `tableQuerySchema` and passes back the effective `sort`/`direction`.
 * Renders on the server, so a server page may pass `cell` functions, as long as the file defining
 * the columns is not "use client". Controls and toolbar are hidden when printing.
 */
export function DataTable<Row>({
  total,
  totalCapped,
  query,
  filters,
  filtersOpen = false,
  csvHref,
  ...table
}: DataTableProps<Row>) {
  const t = useTranslations("common.table");
  const { page, size, sort, direction } = query;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-2 print:hidden">
        {filters && <FiltersDisclosure open={filtersOpen}>{filters}</FiltersDisclosure>}
        <div className="ml-auto flex gap-2">
          {csvHref && (
            <a href={csvHref} download className={buttonClasses("secondary", "sm")}>
              {t("exportCsv")}
            </a>
          )}
          <PrintButton />
        </div>
      </div>
      <Table {...table} sort={sort} direction={direction} />
      <Pagination page={page} size={size} total={total} capped={totalCapped} />
    </div>
  );
}
