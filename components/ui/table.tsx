import type { ReactNode } from "react";
import { SortButton } from "@/components/ui/data-table-controls";
import type { SortDirection } from "@/lib/list/table-query";
import { formatDateTime } from "@/lib/dates";
import { cn } from "@/lib/ui/cn";

export type DataTableColumn<Row> = {
  key: string;
  header: string;
  /** Makes the header a button that sets `sort=<key>` in the URL; the key must be in the page's sortKeys. */
  sortable?: boolean;
  /** The cell's content; by default `row[key]` as text (dates as `DD/MM/YYYY HH:mm`). */
  cell?: (row: Row) => ReactNode;
  className?: string;
  /**
   * The row actions column (by default the one headed 'Acciones'): it stays at the right edge of the
   * table's scroll area, so every row's actions are in view however wide the other columns are.
   */
  actions?: boolean;
};

export type TableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  /** The table's name for assistive technology; shown above it only with `captionVisible`. */
  caption: string;
  captionVisible?: boolean;
  emptyMessage?: string;
  /** Row key; defaults to `row.id`, else the index. */
  rowKey?: (row: Row, index: number) => string | number;
  /** The effective sort, marked with `aria-sort` on sortable headers. */
  sort?: string;
  direction?: SortDirection;
};

function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return "";
  return value instanceof Date ? formatDateTime(value) : String(value);
}

function defaultRowKey(row: unknown, index: number): string | number {
  const id = (row as { id?: unknown }).id;
  return typeof id === "string" || typeof id === "number" ? id : index;
}

const ariaSortOf = { asc: "ascending", desc: "descending" } as const;

const isActions = <Row,>(column: DataTableColumn<Row>) => column.actions ?? column.header === "Acciones";

// Sticky cells need their own background, or the scrolled columns show through them; the inset
// shadow is their left border (a real border would scroll away with the collapsed table borders).
const stickyActions = "sticky right-0 shadow-[inset_1px_0_0_0_var(--color-gray-200)]";

/**
 * A plain table of all its rows (no paging): the body of `DataTable`, and enough on its own for
 * short lists. Renders on the server, so a server page may pass `cell` functions. A table wider
 * than its place scrolls sideways inside its own region (the page never does), with the actions
 * column pinned at the right.
 */
export function Table<Row>({
  columns,
  rows,
  caption,
  captionVisible = false,
  emptyMessage = "No hay resultados",
  rowKey = defaultRowKey,
  sort,
  direction = "desc",
}: TableProps<Row>) {
  return (
    // A keyboard user must be able to reach the scroll region to scroll it (axe scrollable-region-focusable).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-md border border-gray-200"
    >
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className={captionVisible ? "px-4 py-2 text-left font-semibold text-gray-900" : "sr-only"}>
          {caption}
        </caption>
        <thead className="bg-gray-50 text-left text-gray-700">
          <tr>
            {columns.map((column) => {
              const active = column.sortable && sort === column.key ? direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? (active ? ariaSortOf[active] : "none") : undefined}
                  className={cn(
                    "px-3 py-3 font-semibold whitespace-nowrap sm:px-4",
                    isActions(column) && cn(stickyActions, "bg-gray-50"),
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
        <tbody className="divide-y divide-gray-200 bg-white text-gray-900">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-gray-600">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)} className="group hover:bg-gray-50">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-row-actions={isActions(column) || undefined}
                    className={cn(
                      "px-3 py-3 align-top sm:px-4",
                      isActions(column) && cn(stickyActions, "bg-white group-hover:bg-gray-50"),
                      column.className,
                    )}
                  >
                    {column.cell ? column.cell(row) : defaultCell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
