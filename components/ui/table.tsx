import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SortButton } from "@/components/ui/data-table-controls";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { SortDirection } from "@/lib/list/table-query";
import {
  CellContent,
  cardClasses,
  defaultCell,
  priorityClass,
  stickyActions,
  type ColumnPriority,
} from "@/components/ui/table-cell";
import { cn } from "@/lib/client/cn";
import type { Locale } from "@/lib/i18n/locales";

export type DataTableColumn<Row> = {
  key: string;
  header: string;
  /** Makes the header a button that sets `sort=<key>` in the URL; the key must be in the page's sortKeys. */
  sortable?: boolean;
  /**
   * The cell's content, given the page's language for its dates (the same on the server and in the browser);
   * by default `row[key]` as text (dates as `DD/MM/YYYY HH:mm`, in `locale`'s order).
   */
  cell?: (row: Row, locale: Locale) => ReactNode;
  className?: string;
  /**
   * The row actions column (by default the one headed 'Acciones', in the page's language): it stays at the right edge of the
   * table's scroll area, so every row's actions are in view however wide the other columns are.
   */
  actions?: boolean;
  /** Which columns give way first at intermediate widths: 2 hides below `lg`, 3 below `xl`; 1 (default) stays. */
  priority?: ColumnPriority;
  /** Long text (messages, members): shown behind a 'Ver <header>' disclosure instead of a tall cell. */
  detail?: boolean;
};

export type TableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  /** The table's name for assistive technology; shown above it only with `captionVisible`. */
  caption: string;
  captionVisible?: boolean;
  /** The text of a table without rows; 'No hay resultados' unless named. */
  emptyMessage?: string;
  /** Row key; defaults to `row.id`, else the index. */
  rowKey?: (row: Row, index: number) => string | number;
  /** The key of a row just created (`lib/list/new-row.ts`): highlighted, and `aria-current`. */
  highlightKey?: string | number;
  /** The effective sort, marked with `aria-sort` on sortable headers. */
  sort?: string;
  direction?: SortDirection;
};

function defaultRowKey(row: unknown, index: number): string | number {
  const id = (row as { id?: unknown }).id;
  return typeof id === "string" || typeof id === "number" ? id : index;
}

const ariaSortOf = { asc: "ascending", desc: "descending" } as const;

/** Whether a column is the row actions': `actions`, or else headed 'Acciones' (`actionsHeader`, in the page's language). */
const isActions = <Row,>(column: DataTableColumn<Row>, actionsHeader: string) =>
  column.actions ?? column.header === actionsHeader;

/**
 * A plain table of all its rows (no paging): the body of `DataTable`, and enough on its own for
 * short lists. Renders on the server, so a server page may pass `cell` functions. A table wider
 * than its place scrolls sideways inside its own region (the page never does), with the actions
 * column pinned at the right. Below `md` each row is a card of 'header value' lines with its actions
 * at the bottom, and the sortable headers stay above the cards as the way to sort.
 */
export function Table<Row>({
  columns,
  rows,
  caption,
  captionVisible = false,
  emptyMessage,
  rowKey = defaultRowKey,
  highlightKey,
  sort,
  direction = "desc",
}: TableProps<Row>) {
  const t = useTranslations("common.table");
  const actionsHeader = t("actions");
  const locale = useLocale();
  const sortable = columns.some((column) => column.sortable);
  return (
    <ScrollRegion
      label={caption}
      className={cn("max-w-full overflow-x-auto rounded-md border border-gray-200", cardClasses.region)}
    >
      <table className={cn("min-w-full divide-y divide-gray-200 text-sm", cardClasses.table)}>
        <caption className={captionVisible ? "px-4 py-2 text-left font-semibold text-gray-900" : "sr-only"}>
          {caption}
        </caption>
        {/* On a card list only the sortable headers are shown, as a row of sort buttons. */}
        <thead
          className={cn("bg-gray-50 text-left text-gray-700", sortable ? "max-md:mb-3 max-md:block" : "max-md:sr-only")}
        >
          <tr className="max-md:flex max-md:flex-wrap max-md:gap-3 max-md:p-3">
            {columns.map((column) => {
              const active = column.sortable && sort === column.key ? direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? (active ? ariaSortOf[active] : "none") : undefined}
                  className={cn(
                    "font-semibold whitespace-nowrap md:px-4 md:py-3",
                    !column.sortable && "max-md:sr-only",
                    isActions(column, actionsHeader) && cn(stickyActions, "bg-gray-50"),
                    priorityClass(column.priority),
                    column.className,
                  )}
                >
                  {column.sortable ? (
                    <SortButton columnKey={column.key} label={column.header} direction={active} />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={cn("divide-y divide-gray-200 bg-white text-gray-900", cardClasses.tbody)}>
          {rows.length === 0 ? (
            <tr className="max-md:block">
              <td colSpan={columns.length} className="px-4 py-8 text-center text-gray-600 max-md:block">
                {emptyMessage ?? t("empty")}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const key = rowKey(row, index);
              const isNew = highlightKey !== undefined && key === highlightKey;
              return (
                <tr
                  key={key}
                  aria-current={isNew || undefined}
                  className={cn("group hover:bg-gray-50", isNew && "bg-green-50", cardClasses.row)}
                >
                  {columns.map((column) => {
                    const actions = isActions(column, actionsHeader);
                    return (
                      <td
                        key={column.key}
                        data-row-actions={actions || undefined}
                        className={cn(
                          "align-top",
                          actions
                            ? cn(
                                cardClasses.actionsCell,
                                stickyActions,
                                isNew ? "bg-green-50" : "bg-white",
                                "group-hover:bg-gray-50",
                              )
                            : cardClasses.cell,
                          priorityClass(column.priority),
                          column.className,
                        )}
                      >
                        <CellContent header={column.header} label={!actions} detail={column.detail}>
                          {column.cell ? column.cell(row, locale) : defaultCell(row, column.key, locale)}
                        </CellContent>
                      </td>
                    );
                  })}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
