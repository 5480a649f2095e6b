import { DataTable, type DataTableProps } from "@/components/ui/data-table";
import type { Page } from "@/lib/validation/common";

export type PageTableProps<Row> = Omit<DataTableProps<Row>, "rows" | "total" | "totalCapped"> & {
  /** A list query's answer: its rows, its total and whether that total is capped. */
  page: Page<Row>;
};

/** A `DataTable` of one page of a list query (`{content, totalElements, totalElementsCapped}`). */
export function PageTable<Row>({ page, ...table }: PageTableProps<Row>) {
  return <DataTable {...table} rows={page.content} total={page.totalElements} totalCapped={page.totalElementsCapped} />;
}
