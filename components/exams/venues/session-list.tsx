"use client";

import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { useApiRead } from "@/components/ui/use-api-read";
import type { VenueSessionListQuery } from "@/lib/exams/venues/schemas";
import type { Page } from "@/lib/validation/common";
import { SessionFilters } from "./session-filters";

/**
 * One of support's session lists ('Sedes', 'Listas de espera'): a titled, paged table read from
 * `path`, filtered by venue and exam days, sorted by date ascending unless the URL says otherwise;
 * a failed read is said where the table would be.
 */
export function SessionList<Row>({
  title,
  path,
  failure,
  query,
  columns,
  rowKey,
  emptyMessage,
}: {
  title: string;
  path: string;
  failure: string;
  query: Pick<VenueSessionListQuery, "page" | "size" | "sort" | "direction" | "venue" | "from" | "to">;
  columns: DataTableColumn<Row>[];
  rowKey?: (row: Row) => string;
  emptyMessage: string;
}) {
  const page = useApiRead<Page<Row>>(path, { failure });
  return (
    // Not a named section: the table's own scroll region carries the title, and landmarks' names must differ.
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {page.error && <LoadError message={page.error} />}
      {page.data && (
        <DataTable
          columns={columns}
          rows={page.data.content}
          total={page.data.totalElements}
          totalCapped={page.data.totalElementsCapped}
          query={{ ...query, sort: query.sort ?? "date", direction: query.sort ? query.direction : "asc" }}
          filters={<SessionFilters current={query} />}
          caption={title}
          rowKey={rowKey}
          emptyMessage={emptyMessage}
        />
      )}
    </div>
  );
}
